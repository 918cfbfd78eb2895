; elodesk's Windows installer (NSIS 3): per user, no administrator rights — the program in
; %LOCALAPPDATA%\Programs\elodesk, a Start-menu entry, .elodesk files opening in the desk, an
; uninstaller listed in "Apps & features". Everything in HKEY_CURRENT_USER.
;
; Built by CI (.github/workflows/windows.yml) over the PyInstaller folder (make dist):
;   makensis /DVERSION=0.1.0 packaging\windows\elodesk.nsi
; or, from Linux with Debian's nsis, over a folder built on Windows:
;   makensis -DVERSION=0.1.0 -DDIST=/path/to/dist/elodesk -DOUTFILE=/tmp/setup.exe elodesk.nsi
; Paths are relative to this file (makensis works in the script's folder).

Unicode true

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef DIST
  !define DIST "..\..\dist\elodesk"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\elodesk-${VERSION}-setup.exe"
!endif

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\elodesk"
!define PROGID "elodesk.event"

Name "elodesk ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\elodesk"
InstallDirRegKey HKCU "Software\elodesk-setup" "InstallDir"
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!define MUI_ICON "..\elodesk.ico"
!define MUI_UNICON "..\elodesk.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\elodesk.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "English"

Section "elodesk"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File /r "${DIST}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\elodesk-setup" "InstallDir" "$INSTDIR"

  CreateDirectory "$SMPROGRAMS\elodesk"
  CreateShortCut "$SMPROGRAMS\elodesk\elodesk.lnk" "$INSTDIR\elodesk.exe" "" "$INSTDIR\elodesk.exe" 0
  CreateShortCut "$SMPROGRAMS\elodesk\Uninstall elodesk.lnk" "$INSTDIR\uninstall.exe"

  ; .elodesk files open in the desk (per user: HKCU\Software\Classes)
  WriteRegStr HKCU "Software\Classes\.elodesk" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "elodesk event"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\elodesk.exe,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\elodesk.exe" "%1"'

  ; "Apps & features" (per user)
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "elodesk"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "elodesk"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\elodesk.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1

  ; tell Explorer the association changed (SHCNE_ASSOCCHANGED)
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  ; the program only: the events, the player database and the settings are the user's
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\elodesk.exe"
  Delete "$INSTDIR\elodesk-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\elodesk\elodesk.lnk"
  Delete "$SMPROGRAMS\elodesk\Uninstall elodesk.lnk"
  RMDir "$SMPROGRAMS\elodesk"

  ReadRegStr $0 HKCU "Software\Classes\.elodesk" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.elodesk"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\elodesk-setup"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
