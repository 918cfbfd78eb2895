"""Rules of the federation's run found on its printed cards (FICHES.txt.gz of each shared
period), each checked on the real period through app.period and the engine."""

from __future__ import annotations

from functools import cache

from elodesk.app.period import load_period, period_files, rules_of_period
from elodesk.engine.period import compute_period
from elodesk.io.dbf import DbfTable
from tests.conftest import shared_path


@cache
def run(period: str, previous: str):
    folder = shared_path("data", "frbe", period)
    rules, _why = rules_of_period(str(folder / "CHCKLIST.DBF"))
    inp = load_period(
        str(folder / "PLAYER.DBF"),
        str(folder / "CHCKLIST.DBF"),
        str(shared_path("data", "frbe", previous, "PLAYER.DBF")),
        rules,
    )
    return inp, compute_period(inp.period_players, inp.records, rules)


def card(inp, res, pid: int) -> list[tuple[int, int, int, int, int, int]]:
    """(number, opponent, value counted, RUN, K, We in hundredths) of ``pid``'s counted games."""
    rec, r = inp.records, res.run
    rows = [
        (r.number[k], rec.opponent[k], r.value[k], r.run[k], r.k[k], r.we[k])
        for k in range(len(rec))
        if rec.player[k] == pid and r.run[k]
    ]
    return sorted(rows)


def test_a_grid_mate_counts_at_his_first_rating_once_he_has_one():
    # 2007-07, card of player 10199 (DE BACKER DAMIAAN), file 124CK55$.417, a $ grid:
    #   RUN 1 "│  11│10061│ROOSEN DIRK │ 700│14298│" after "│  10│…│13139│": s.Elo grows by
    #   1159, the file's value (games 12 and 20 likewise), "Rc=1286 … = 1214";
    #   RUN 3 "│  21│46647│WEST TOONTJE │1334│B│ 1.0│ 0.34│ +0.66│32│20070110│124CK55$.417":
    #   46647 rated in this period at 1334 counts at it, in its place (game 21, not last);
    #   "Nouvel ELO 1210", "Rf = 1214 -3.52 = 1210".
    inp, res = run("period-200707", "period-200701")
    lines = card(inp, res, 10199)
    first = {n: v for n, _o, v, run_, _k, _we in lines if run_ == 1}
    assert first[11] == first[12] == first[20] == 1159
    assert (21, 46647, 1334, 3, 32, 34) in lines
    out = next(o for o in res.run.players if o.id == 10199)
    assert (out.intermediate, out.new, out.games_after) == (1214, 1210, 30)


def test_a_player_rated_by_the_list_but_not_the_previous_one_keeps_the_list_rating():
    # 2022-01, player 23614 (Raugalas, Marius): ELO_CALCUL/PART_CALCU blank in the 2021-10
    # list, ELO_PRECE 1616 with PART_PRECE 50 in the 2022-01 list (a hand correction). His
    # card is an unrated player's: "Ancien ELO 0", 3 games, "Rc=1538 p=0.67 D(p)=125 … = 1663";
    # the published list keeps ELO_CALCUL 1616 with PART_CALCU 53 (50 + 3), never 0.
    inp, res = run("period-202201", "period-202110")
    r = next(k for k, p in enumerate(inp.period_players) if p.id == 23614)
    cols = res.players[r]
    assert (cols.elo, cols.games) == (1616, 53)
    assert cols.out is not None and cols.out.performance is None  # 3 games: no Formula I yet
    said = [w for w in inp.warnings if "player 23614" in w]
    assert said and "his list rating kept" in said[0]


def test_a_grid_without_dollar_in_its_name_counts_its_unrated_players_at_the_file_value():
    # 2007-07, file 530K4A4A.132 (an interclub division, no $ in the name): the file gives
    # its unrated players 1359 (VAL_ADVERS of 51292, 53180 and 56758 against each other).
    # Card of player 51292 (PEETERS BART), unrated with 15 games (s.Elo=21999, W 9.0):
    #   RUN 1 "│  20│53180│DURIEUX FRANK │1220│29293│B│ 1.0│" after "│  19│47821│…│27934│":
    #   s.Elo grows by 1359, the file's value; "Rc=1465 p=0.68 D(p)=133 Rf=1465 +133 = 1598";
    #   RUN 3 "│  21│56758│CUYVERS BART │1359│N│ 1.0│ 0.80│ +0.20│32│20070104│530K4A4A.132",
    #   "│  30│53180│DURIEUX FRANK │1220│N│ 1.0│ 0.89│ +0.11│32│20070509│" (his first rating),
    #   "│  31│56758│CUYVERS BART │1359│B│ 1.0│ 0.80│"; "Rf = 1598 -43.52 = 1554", 31 games.
    inp, res = run("period-200707", "period-200701")
    lines = card(inp, res, 51292)
    assert (20, 53180, 1359, 1, 0, 0) in lines
    assert (21, 56758, 1359, 3, 32, 80) in lines
    assert (30, 53180, 1220, 3, 32, 89) in lines
    assert (31, 56758, 1359, 3, 32, 80) in lines
    out = next(o for o in res.run.players if o.id == 51292)
    assert (out.intermediate, out.new, out.games_after) == (1598, 1554, 31)


def test_a_grid_mate_rated_in_the_period_counts_at_his_first_rating_for_the_still_unrated():
    # 2009-07, file 424GRM$$.114: the file gives 52523 (VAN UFFEL IVO, unrated at the start)
    # 1564 (VAL_ADVERS of player 10356's records); 52523 is rated in the period at 1497.
    # Card of player 10356 (PEVAR JOHN), still unrated after the period:
    #   "│   6│52523│VAN UFFEL IVO │1497│ 8322│Z│ 0.5│" after "│   5│29203│…│1237│ 6825│"
    #   and "│  12│52523│VAN UFFEL IVO │1497│16739│W│ 0.0│" after "│  11│…│15242│": s.Elo
    #   grows by 1497, his first rating, not the file's 1564;
    #   "Rc=1405 p=0.54 D(p)=29 Rf=1405 +29 = 1434", 13 games.
    inp, res = run("period-200907", "period-200901")
    out = {o.id: o for o in res.run.players}
    assert out[52523].intermediate == 1497
    lines = card(inp, res, 10356)
    assert (6, 52523, 1497, 1, 0, 0) in lines and (12, 52523, 1497, 1, 0, 0) in lines
    r = next(k for k, p in enumerate(inp.period_players) if p.id == 10356)
    assert (res.players[r].elo, res.players[r].games) == (1434, 13)
    assert sum(v for _n, _o, v, *_ in lines) == 18268  # the card's last s.Elo


def test_a_player_never_counted_keeps_the_list_columns_blank(tmp_path):
    # 2012-01, card of player 11839 (HAELTERMAN CASPER): "Oude ELO 0  Nieuwe ELO 0",
    # "# Part. 0", both games under "NG" (against 11463 and 10945, unrated);
    # the published list: ELO_CALCUL, PART_CALCU, ADVERSAIRE and PERFORMAN blank, GAIN 0
    # (2011-07 list: PART_CALCU blank). From 2015-04 the lists write 0 and 0 instead
    # (2022-01 list, every such player), so the rule is the 2009-07 era's, not 2015-04's.
    inp, res = run("period-201201", "period-201107")
    r = next(k for k, p in enumerate(inp.period_players) if p.id == 11839)
    cols = res.players[r]
    assert cols.blank and (cols.elo, cols.games) == (0, 0)  # the card's 0 and 0
    files = period_files(inp, res)
    (tmp_path / "PLAYER.DBF").write_bytes(files["PLAYER.DBF"])
    out = DbfTable.open(tmp_path / "PLAYER.DBF")
    i = out.column("MATRICULE").index(11839)
    row = {n: out.column(n)[i] for n in ("ELO_CALCUL", "PART_CALCU", "ADVERSAIRE", "GAIN")}
    assert row == {"ELO_CALCUL": None, "PART_CALCU": None, "ADVERSAIRE": None, "GAIN": 0}
    # 2022-01, card of player 23533 (Heldenbergh, Harold): "Ancien ELO 0  Nouvel ELO 0",
    # "Nbr. Parties 0", every game "NC"; blank in the 2021-10 list, 0 and 0 in the 2022-01 list
    inp, res = run("period-202201", "period-202110")
    r = next(k for k, p in enumerate(inp.period_players) if p.id == 23533)
    cols = res.players[r]
    assert not cols.blank and (cols.elo, cols.games) == (0, 0)


def test_run_2_takes_the_newly_rated_by_the_import_line_of_their_rating_game_in_2007():
    # 2007-07 (frbe-2006-01, run2_order "line"), card of player 53660 (PEELMAN ANNE), unrated
    # with 6 games: RUN 1 counts her games 7-18 against players rated at the start; three
    # opponents are rated during RUN 1: 16471 (20th game on import line 38938), 18112 (45024)
    # and 38822 (28775). The card takes 38822 first although 16471 comes first in the list:
    #   "│  19│38822│VINTIOEN BEN │1423│26429│N│ 0.0│ │20070411│415OPE14.998",
    #   "│  20│16471│EVERAERT GUY │1151│27580│B│ 1.0│ │20070414│Clubkampioenschap D.401",
    #   "Rc=1379  p=0.13  D(p)=-322   Rf=1379 -322 = 1057";
    #   RUN 3 "│  21│18112│CHOI MATTHEW │1144│N│ 1.0│ 0.38│ +0.62│32│20070519│",
    #   "Rf = 1057 +19.84 = 1077" (the list: ELO_PRECE 1057, ELO_CALCUL 1150 after the floor).
    # Her rated opponents count her at 1057: card of 36366 (VANDEVELDE LUC)
    #   "│ 109│53660│PEELMAN ANNE │1057│N│ 1.0│ 0.77│ +0.23│24│20060923│", "Nouvel ELO 1319"
    # (among his games against the newly rated, 105-109, the card's order is not the
    # program's: K is 24 for all five, the rating is the same).
    inp, res = run("period-200707", "period-200701")
    lines = card(inp, res, 53660)
    assert (19, 38822, 1423, 2, 0, 0) in lines
    assert (20, 16471, 1151, 2, 0, 0) in lines
    assert (21, 18112, 1144, 3, 32, 38) in lines
    out = {o.id: o for o in res.run.players}
    assert (out[53660].intermediate, out[53660].new, out[53660].games_after) == (1057, 1150, 21)
    assert (53660, 1057, 3, 24, 77) in [line[1:] for line in card(inp, res, 36366)]
    assert (out[36366].new, out[36366].games_after) == (1319, 109)


def test_run_2_takes_the_newly_rated_in_the_order_they_were_rated_in_2009():
    # 2009-07 (frbe-2009-07, run2_order "rated"), card of player 8851, unrated with 9 games:
    # after RUN 1 (games 10-18) his opponents rated in RUN 1 are 36986 (list record 3770,
    # 20th game on import line 32941) and 50076 (list record 11621, line 4515); the card
    # takes 36986's two games first, in the list's order, not the import line's:
    #   "│  19│36986│COMHAIRE CEDRIC │1379│26812│Z│ 0.0│ │20081003│",
    #   "│  20│36986│COMHAIRE CEDRIC │1379│28191│W│ 0.0│ │20090131│",
    #   "Rc=1410  p=0.15  D(p)=-296  Rf=1410 -296 = 1114";
    #   RUN 3 "│  21│50076│ESSER STEFAN │1306│W│ 0.0│ 0.25│ -0.25│32│20090415│".
    inp, res = run("period-200907", "period-200901")
    lines = card(inp, res, 8851)
    assert [(n, o, v) for n, o, v, *_ in lines if n >= 19] == [
        (19, 36986, 1379),
        (20, 36986, 1379),
        (21, 50076, 1306),
    ]
    out = next(o for o in res.run.players if o.id == 8851)
    assert out.intermediate == 1114


def test_a_fide_rating_written_for_a_player_no_longer_foreign_is_not_his_start():
    # 2008-07, player 2356 (TOTH LASZLO): 2008-01 list MODIFY_ELO 9 (his FIDE rating kept),
    # ELO_CALCUL 1738; 2008-07 list ELO_PRECE 1973, FEDERATION "F" (no *), NOUV_MOD BEL.
    # His card: "Ancien Elo 1738   Nouvel ELO 1730", "Rf = 1738 -7.52 = 1730". The card of
    # 28614 (GUTIERREZ VICTOR) counts him at 1738:
    #   "│ 775│ 2356│TOTH LASZLO │1738│N│ 0.0│ 0.15│ -0.15│16│20071207│411OPE1a.603",
    #   "│ 783│ 2356│TOTH LASZLO │1738│B│ 0.5│ 0.15│ +0.35│16│20080208│", "Nouvel ELO 1411".
    # (His games in the interclub files count at the file's 1973 on both sides, e.g. 64955's
    # card "│ 993│ 2356│…│1973│"; that is not modelled: his own rating comes out 1731.)
    inp, res = run("period-200807", "period-200801")
    p = next(p for p in inp.period_players if p.id == 2356)
    assert (p.rating, p.list_rating) == (1738, 1973)
    lines = card(inp, res, 28614)
    assert (775, 2356, 1738, 3, 16, 15) in lines and (783, 2356, 1738, 3, 16, 15) in lines
    out = next(o for o in res.run.players if o.id == 28614)
    assert (out.new, out.games_after) == (1411, 799)
