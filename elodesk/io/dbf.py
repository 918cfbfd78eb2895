"""dBase III tables (the federation's PLAYER.DBF and CHCKLIST.DBF), read and written fast.

A DBF is a 32-byte header, 32-byte field descriptors ended by 0x0D, then fixed-width records
(one deletion-flag byte, then the fields) and an optional 0x1A end-of-file byte. Records are
slices of one ``bytes`` object at ``header_length + i × record_length``; columns are decoded on
demand, column by column, which is what makes a million records cheap (TOOLCHAIN.md: dbfread
reads ~100 000 records/s, the ``dbf`` package writes ~10 000/s).

Writing keeps the table's own header and every byte of every field that was not changed, so a
file read and written back is identical byte for byte, in whatever layout it came (1989, 2010,
2018, 2022). Changed columns are formatted as dBase does: numbers right-aligned (blank for
``None``), text left-aligned and space-padded, dates ``YYYYMMDD``, logicals ``T``/``F``.

Errors are :class:`DbfError`, naming the file, the record (1-based) and the field. A layout that
cannot be a dBase table (a field of length 0, a date field not 8 wide, two fields of one name, a
record length that is not the fields' sum, more records than bytes) is refused from the header,
before any record is decoded, so the memory a table takes is bounded by its file's size.

Values are read strictly (a number is an optional sign, digits and one decimal point: no
``inf``, ``nan``, exponent or ``_``) and, through :meth:`DbfTable.ints`,
:meth:`DbfTable.numbers` and :meth:`DbfTable.dates`, tolerantly: a reader that passes a
``problems`` list gets ``None`` for each unreadable value and a :class:`DbfProblem` naming the
record and field, in record order (never in hash order), instead of an exception. These accessors
also accept the C/N variants whose meaning is unambiguous (a number or a date written in a C
field, a whole number in an N field with decimals, a date as an N(8) ``YYYYMMDD``) and name the
field when its type cannot hold what the reader needs.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.model import ElodeskError, RecordProblem
from .inputs import read_input, refuse_special
from .outputs import write_output


class DbfError(ElodeskError):
    """A DBF that cannot be read or written; the message names file, record and field."""


#: An unreadable value: the file, the record (1-based), the field and what is wrong.
DbfProblem = RecordProblem
# the code of each unreadable value's wording (RecordProblem.code)
_BAD_CODES = {
    "is not a number": "not-a-number",
    "is not a whole number": "not-a-whole-number",
    "is not a date": "not-a-date",
}


_TYPE_NAMES = {"C": "text", "N": "number", "F": "number", "D": "date", "L": "logical", "M": "memo"}
#: The widest field each type can have (dBase III: N and F up to 20 digits, D exactly 8, L 1).
_MAX_LENGTH = {"N": 20, "F": 20, "D": 8, "L": 1, "M": 10, "C": 65535}
#: A number as dBase writes it: spaces, an optional sign, digits with at most one decimal point.
_NUMBER = re.compile(rb"[ \0]*[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)[ \0]*\Z")
_BLANK_NUMBER = re.compile(rb"[ \0]*[-.]?[ \0]*\Z")


@dataclass(frozen=True)
class Field:
    """One field descriptor."""

    name: str
    type: str
    length: int
    decimals: int
    offset: int  # from the start of the record, deletion flag included


def _parse_fields(data: bytes, header_len: int, path: str) -> list[Field]:
    fields: list[Field] = []
    pos, offset = 32, 1
    while pos + 32 <= min(header_len, len(data)) and data[pos] != 0x0D:
        raw = data[pos : pos + 32]
        name = raw[:11].split(b"\0", 1)[0].decode("ascii", "replace").strip()
        ftype = chr(raw[11])
        length, decimals = raw[16], raw[17]
        if ftype == "C":  # character fields may use the decimals byte as a high length byte
            length = length | (decimals << 8)
            decimals = 0
        if not name or ftype not in "CNFDLM":
            raise DbfError(
                f"{path}: field descriptor {len(fields) + 1} is invalid "
                f"(name {name!r}, type {ftype!r})"
            )
        _check_layout(path, len(fields) + 1, name.upper(), ftype, length, decimals)
        if any(f.name == name.upper() for f in fields):
            raise DbfError(f"{path}: field {name.upper()} is declared twice")
        fields.append(Field(name.upper(), ftype, length, decimals, offset))
        offset += length
        pos += 32
    if not fields:
        raise DbfError(f"{path}: no field descriptors (not a DBF file?)")
    return fields


def _check_layout(path: str, number: int, name: str, ftype: str, length: int, dec: int) -> None:
    """Refuse a field no dBase program writes (a zero width would make every record one byte:
    a 100 MB file of such records once took 5.6 GB to decode)."""
    if length == 0:
        raise DbfError(f"{path}: field {name} (descriptor {number}) has length 0")
    if length > _MAX_LENGTH[ftype] or (ftype == "D" and length != 8):
        raise DbfError(
            f"{path}: field {name} (descriptor {number}) of type {ftype} cannot be "
            f"{length} characters wide"
        )
    if ftype in "NF" and dec and dec >= length:
        raise DbfError(
            f"{path}: field {name} (descriptor {number}) has {dec} decimals in {length} characters"
        )


def header_date(path: str | os.PathLike[str]) -> _dt.date | None:
    """The date of the last update in a DBF's header (bytes 1–3: years since 1900, month,
    day), or None when unreadable or impossible."""
    try:
        refuse_special(path)
        with open(path, "rb") as fh:
            head = fh.read(4)
    except OSError as exc:
        raise DbfError(f"{path}: cannot read ({exc.strerror})") from None
    if len(head) < 4:
        return None
    year = 1900 + head[1] if head[1] >= 80 else 2000 + head[1]
    try:
        return _dt.date(year, head[2], head[3])
    except ValueError:
        return None


def with_records(data: bytes, records: bytes) -> bytes:
    """A whole DBF file's bytes with ``records`` (whole records of its layout) added after its
    last record, the header's count raised accordingly."""
    count, header_len, rec_len = struct.unpack("<IHH", data[4:12])
    if len(records) % rec_len:
        raise DbfError(f"{len(records)} bytes are not whole records of {rec_len} bytes")
    end = header_len + count * rec_len
    more = struct.pack("<I", count + len(records) // rec_len)
    return data[:4] + more + data[8:end] + records + data[end:]


class DbfTable:
    """A DBF table in memory: header, fields and the raw records."""

    def __init__(self, data: bytes, path: str = "<bytes>", encoding: str = "cp850") -> None:
        self.path = path
        self.encoding = encoding
        if len(data) < 32:
            raise DbfError(f"{path}: {len(data)} bytes, too short for a DBF header")
        if data[0] not in (
            0x02,
            0x03,
            0x04,
            0x05,
            0x30,
            0x31,
            0x43,
            0x63,
            0x83,
            0x8B,
            0xCB,
            0xF5,
            0xFB,
        ):
            raise DbfError(f"{path}: not a DBF file (first byte 0x{data[0]:02X})")
        count, header_len, rec_len = struct.unpack("<IHH", data[4:12])
        if header_len < 65 or header_len > len(data):
            raise DbfError(
                f"{path}: header length {header_len} impossible for a {len(data)}-byte file"
            )
        self.fields = _parse_fields(data, header_len, path)
        expected = 1 + sum(f.length for f in self.fields)
        if rec_len != expected:
            raise DbfError(
                f"{path}: record length {rec_len} in the header, but the fields "
                f"add up to {expected}"
            )
        available = (len(data) - header_len) // rec_len
        if count > available:
            raise DbfError(
                f"{path}: the header announces {count} records but the file holds "
                f"{available} (truncated file)"
            )
        # the count and the file's size must agree: records beyond the count would be left out
        # of the period without a word (every federation file of ../shared/data/frbe ends
        # right after its last record, with or without the 0x1A end-of-file byte)
        extra = len(data) - header_len - count * rec_len
        if extra > 1 or (extra == 1 and data[-1] != 0x1A):
            more = extra // rec_len
            what = f"{count + more}" if more else f"{count} and {extra} bytes more"
            raise DbfError(
                f"{path}: the header announces {count} records but the file holds {what} "
                "(a damaged header or a file written over; nothing was read)"
            )
        self.header = data[:header_len]
        self.record_length = rec_len
        self.count = count
        self.body = data[header_len : header_len + count * rec_len]
        self.tail = data[header_len + count * rec_len :]
        self._by_name = {f.name: f for f in self.fields}
        self._patches: dict[str, list[bytes]] = {}

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], encoding: str = "cp850") -> DbfTable:
        """Read a whole DBF file."""
        try:
            data = read_input(path)
        except OSError as exc:
            raise DbfError(f"{path}: cannot read ({exc.strerror})") from None
        return cls(data, str(path), encoding)

    @classmethod
    def create(
        cls,
        fields: Sequence[tuple[str, str, int, int]],
        count: int,
        encoding: str = "cp850",
        path: str = "<new>",
    ) -> DbfTable:
        """A new table of ``count`` blank records with fields (name, type, length, decimals)."""
        header_len = 32 + 32 * len(fields) + 1
        rec_len = 1 + sum(f[2] for f in fields)
        today = _dt.date.today()
        head = bytearray(
            struct.pack(
                "<BBBBIHH",
                0x03,
                today.year - 1900,
                today.month,
                today.day,
                count,
                header_len,
                rec_len,
            )
        )
        head += b"\0" * 20
        for name, ftype, length, dec in fields:
            desc = bytearray(32)
            desc[: len(name)] = name.encode("ascii")
            desc[11] = ord(ftype)
            desc[16] = length & 0xFF
            desc[17] = dec if ftype != "C" else length >> 8
            head += desc
        head += b"\r"
        blank = b" " * rec_len
        return cls(bytes(head) + blank * count + b"\x1a", path, encoding)

    @classmethod
    def open_checked(
        cls,
        path: str | os.PathLike[str],
        required: Sequence[str],
        what: str,
        encoding: str = "cp850",
    ) -> DbfTable:
        """Open a table that must have the ``required`` fields (else "not a <what>")."""
        table = cls.open(path, encoding)
        for name in required:
            if not table.has(name):
                raise DbfError(f"{path}: not a {what} (no field {name})")
        return table

    def live(self) -> list[int]:
        """Indices of the records that are not deleted."""
        deleted = self.deleted()
        return [i for i in range(self.count) if not deleted[i]]

    # ---- reading --------------------------------------------------------------------------
    def field(self, name: str) -> Field:
        """The descriptor of field ``name``."""
        try:
            return self._by_name[name.upper()]
        except KeyError:
            raise DbfError(
                f"{self.path}: no field {name!r} (fields: {', '.join(self._by_name)})"
            ) from None

    def has(self, name: str) -> bool:
        """Whether the table has field ``name``."""
        return name.upper() in self._by_name

    @property
    def field_names(self) -> list[str]:
        return [f.name for f in self.fields]

    def raw_column(self, name: str) -> list[bytes]:
        """The raw bytes of one field in every record."""
        if name.upper() in self._patches:
            return list(self._patches[name.upper()])
        f = self.field(name)
        rl, body, ln = self.record_length, self.body, f.length
        return [body[i : i + ln] for i in range(f.offset, f.offset + rl * self.count, rl)]

    def deleted(self) -> list[bool]:
        """The deletion flag of every record."""
        body, rl = self.body, self.record_length
        return [body[i] == 0x2A for i in range(0, rl * self.count, rl)]

    def column(self, name: str, problems: list[DbfProblem] | None = None) -> list[Any]:
        """Decoded values of one field: int/float/None, str, date/None, bool/None.

        An unreadable number or date raises :class:`DbfError` for the first such record, or,
        when ``problems`` is given, becomes ``None`` with a :class:`DbfProblem` per record.
        """
        f = self.field(name)
        raw = self.raw_column(name)
        if f.type in "NF":
            return self._numbers(f, raw, whole=not f.decimals, problems=problems)
        if f.type == "C":
            enc = self.encoding
            return [v.decode(enc, "replace").rstrip(" \0") for v in raw]
        if f.type == "D":
            return self._dates(f, raw, problems)
        if f.type == "L":
            return [
                True
                if v in (b"T", b"t", b"Y", b"y")
                else False
                if v in (b"F", b"f", b"N", b"n")
                else None
                for v in raw
            ]
        return [v for v in raw]

    # ---- typed reading: what a reader means, whatever C/N variant the file used -----------
    def _expect(self, name: str, types: str, what: str) -> Field:
        f = self.field(name)
        if f.type not in types:
            raise DbfError(
                f"{self.path}: field {f.name} is of type {f.type} "
                f"({_TYPE_NAMES.get(f.type, '?')}, {f.length} wide), expected {what}"
            )
        return f

    def ints(self, name: str, problems: list[DbfProblem] | None = None) -> list[int | None]:
        """A field meant as a whole number (an ID, a rating, a count), from N, F or C.

        ``N(6,1)`` values such as ``1500.0`` are whole numbers; ``1500.5`` is a problem.
        """
        f = self._expect(name, "NFC", "a whole number (N)")
        return self._numbers(f, self.raw_column(name), whole=True, problems=problems)

    def numbers(self, name: str, problems: list[DbfProblem] | None = None) -> list[Any]:
        """A field meant as a number with decimals (PERFORMAN), from N, F or C: float/None."""
        f = self._expect(name, "NFC", "a number (N)")
        vals = self._numbers(f, self.raw_column(name), whole=False, problems=problems)
        return vals

    def dates(self, name: str, problems: list[DbfProblem] | None = None) -> list[Any]:
        """A field meant as a date, from D, C (``YYYYMMDD``) or N(8) (``YYYYMMDD``)."""
        f = self._expect(name, "DCN", "a date (D)")
        raw = self.raw_column(name)
        if f.type == "N":  # right-aligned digits: read as text once aligned
            raw = [v.strip(b" \0").rjust(8, b"0") if v.strip(b" \0") else b"" for v in raw]
        return self._dates(f, raw, problems)

    def texts(self, name: str) -> list[str]:
        """A field meant as text, whatever its type: its characters, trailing blanks removed."""
        enc = self.encoding
        return [v.decode(enc, "replace").rstrip(" \0") for v in self.raw_column(name)]

    def _bad(
        self, f: Field, raw: list[bytes], bad: dict[bytes, str], problems: list[DbfProblem] | None
    ) -> None:
        """Report the unreadable values in record order (never in the order of a set)."""
        if not bad:
            return
        for i, v in enumerate(raw):
            if v in bad:
                text = v.decode("latin-1")
                problem = DbfProblem(
                    self.path, i + 1, f.name, f"{text!r} {bad[v]}", _BAD_CODES[bad[v]], (text,)
                )
                if problems is None:
                    raise DbfError(str(problem))
                problems.append(problem)

    def _numbers(
        self, f: Field, raw: list[bytes], whole: bool, problems: list[DbfProblem] | None
    ) -> list[Any]:
        allowed = b" 0123456789+-" if whole else b" 0123456789+-."
        fast = raw and f.length <= 20 and not b"".join(raw).translate(None, allowed)
        if fast:  # only digits, signs and points: C speed
            try:
                return list(map(int if whole else float, raw))
            except ValueError:
                pass
        table: dict[bytes, Any] = {}
        bad: dict[bytes, str] = {}
        for v in dict.fromkeys(raw):  # each distinct value once, in record order
            s = v.strip(b" \0")
            if _BLANK_NUMBER.match(v):
                table[v] = None
            elif len(s) > 20 or not _NUMBER.match(v):
                table[v], bad[v] = None, "is not a number"
            elif not whole:
                table[v] = float(s)
            else:
                try:
                    table[v] = int(s)
                except ValueError:  # 1500.0 in an N(6,1) or a C field
                    x = float(s)
                    if x.is_integer():
                        table[v] = int(x)
                    else:
                        table[v], bad[v] = None, "is not a whole number"
        self._bad(f, raw, bad, problems)
        return [table[v] for v in raw]

    def _dates(
        self, f: Field, raw: list[bytes], problems: list[DbfProblem] | None
    ) -> list[_dt.date | None]:
        table: dict[bytes, _dt.date | None] = {}
        bad: dict[bytes, str] = {}
        for v in dict.fromkeys(raw):
            s = v.strip(b" \0")
            table[v] = None
            if not s or s == b"00000000":
                continue
            try:
                if len(s) != 8 or not s.isdigit():
                    raise ValueError
                table[v] = _dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))
            except ValueError:
                bad[v] = "is not a date"
        self._bad(f, raw, bad, problems)
        return [table[v] for v in raw]

    def records(self) -> list[dict[str, Any]]:
        """Every record as a dict (for small tables and tests)."""
        cols = {f.name: self.column(f.name) for f in self.fields}
        return [{k: cols[k][i] for k in cols} for i in range(self.count)]

    # ---- writing --------------------------------------------------------------------------
    def encode(self, f: Field, value: Any) -> bytes:
        """One value in the field's fixed width (raises DbfError when it does not fit)."""
        if f.type in "NF":
            if value is None or value == "":
                text = ""
            elif f.decimals:
                text = f"{float(value):.{f.decimals}f}"
            else:
                text = str(int(round(value)))
            out = text.rjust(f.length).encode("ascii")
        elif f.type == "C":
            out = str(value or "").encode(self.encoding, "replace")[: f.length].ljust(f.length)
        elif f.type == "D":
            out = (value.strftime("%Y%m%d") if value else "").ljust(8).encode("ascii")
        elif f.type == "L":
            out = b"T" if value is True else b"F" if value is False else b" "
        else:
            raise DbfError(f"{self.path}: cannot write field {f.name} of type {f.type}")
        if len(out) > f.length:
            raise DbfError(
                f"{self.path}: field {f.name}: {value!r} does not fit in {f.length} characters"
            )
        return out

    def set_column(self, name: str, values: Sequence[Any]) -> None:
        """Replace one column's values (encoded now, written by :meth:`save`)."""
        f = self.field(name)
        if len(values) != self.count:
            raise DbfError(f"{self.path}: {len(values)} values for {self.count} records")
        enc = self.encode
        cache: dict[Any, bytes] = {}
        raw = []
        for v in values:
            try:
                b = cache[v]
            except (KeyError, TypeError):
                b = enc(f, v)
                try:
                    cache[v] = b
                except TypeError:
                    pass
            raw.append(b)
        self._patches[f.name] = raw

    def records_bytes(self) -> bytes:
        """The records alone (no header, no end byte), changed columns patched."""
        data = self.to_bytes()
        start = len(self.header)
        return data[start : start + self.count * self.record_length]

    def to_bytes(self) -> bytes:
        """The whole file: the original header, the records with changed columns patched.

        Each patched column is joined once and copied into the records byte position by byte
        position with strided slice assignments (C speed, no per-record Python work).
        """
        if not self._patches:
            return self.header + self.body + self.tail
        rl = self.record_length
        body = bytearray(self.body)
        for name, raw in self._patches.items():
            f = self._by_name[name]
            joined = b"".join(raw)
            for j in range(f.length):
                body[f.offset + j :: rl] = joined[j :: f.length]
        return self.header + bytes(body) + (self.tail or b"\x1a")

    def save(
        self,
        path: str | os.PathLike[str],
        *,
        inputs: Iterable[str | os.PathLike[str] | None] = (),
        force: bool = True,
    ) -> None:
        """Write by the output rule (``io.outputs.write_output``): a temporary file in the same
        folder renamed into place, never over one of ``inputs``."""
        write_output(path, self.to_bytes(), inputs=inputs, force=force)
