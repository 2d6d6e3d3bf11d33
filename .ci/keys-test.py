#!/usr/bin/env python3
"""Every keyboard shortcut that F1 lists, pressed on the real binary.

A UI test on Fyne's test driver once passed while Ctrl+Z did nothing in the
real app: the test sent the app's shortcut object, not the key press. Here
xdotool presses the keys on a real window under Xvfb, and each check reads
the effect where a person would see it or where the app keeps it: the
autosave (moves), the preferences (zoom), the window's size (full screen),
the screenshot (dialogs, the key's colours, the running timer).

Run from the repository root after `make build`: python3 .ci/keys-test.py
[name ...]. It prints one line per check and ends with "N passed, N failed".
"""
import json, os, shutil, signal, subprocess, sys, tempfile, time, traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xapp import Session, changed, count_colour  # noqa: E402

RED, BLUE = (0xC9, 0x32, 0x26), (0x1F, 0x5F, 0xB0)  # the key's agent colours


def fresh(*extra, layout=None, home=None):
    return Session("--lang", "de", "--seed", "4711", "--board", "words", *extra, layout=layout, home=home)


def moves(s):
    return s.save()["moves"]


def own_agents(s):
    setup = s.save()["setup"]
    team = setup["key"]["start"]
    return [i for i, x in enumerate(setup["key"]["identities"]) if x == team]


def wait_for(cond, what, seconds=4.0):
    end = time.time() + seconds
    while time.time() < end:
        if cond():
            return
        time.sleep(0.2)
    raise AssertionError(what)


def key_pixels(path):
    return count_colour(path, RED) + count_colour(path, BLUE)


def check_clue_arrows_enter_and_stop(tmp):
    """C types the clue, arrows and Enter select and confirm, S stops."""
    s = fresh()
    try:
        s.clue("Zeitreise")
        wait_for(lambda: moves(s) and moves(s)[-1].get("type") == "clue", "C, typing and Enter gave no clue")
        assert moves(s)[-1]["word"] == "Zeitreise", moves(s)[-1]
        card = own_agents(s)[0]
        s.guess(card)
        wait_for(lambda: moves(s)[-1].get("type") == "guess", "arrows + Enter + Enter made no guess")
        assert moves(s)[-1]["card"] == card, f"guessed {moves(s)[-1]} instead of card {card}"
        s.keys("s")
        wait_for(lambda: moves(s)[-1].get("type") == "stop", "S did not stop guessing")
    finally:
        s.close()


def check_ctrl_z_undoes(tmp):
    """Ctrl+Z takes back the last move (it asks first when a card turns face down)."""
    s = fresh()
    try:
        s.clue("Zeitreise")
        wait_for(lambda: len(moves(s)) == 1, "no clue to undo")
        s.keys("ctrl+z")
        wait_for(lambda: len(moves(s)) == 0, "Ctrl+Z did not undo the clue")
        s.clue("Zeitreise")
        s.guess(own_agents(s)[0])
        wait_for(lambda: len(moves(s)) == 2, "no guess to undo")
        s.keys("ctrl+z")
        time.sleep(0.5)
        assert len(moves(s)) == 2, "Ctrl+Z turned a card face down without asking"
        s.keys("Return")  # yes, take it back
        wait_for(lambda: len(moves(s)) == 1, "Ctrl+Z and yes did not undo the guess")
    finally:
        s.close()


def check_ctrl_n_opens_new_game(tmp):
    """Ctrl+N opens the new-game dialog; Esc closes it and deals nothing."""
    s = fresh()
    try:
        before = s.shot(os.path.join(tmp, "n0.png"))
        seed = s.save()["setup"]["seed"]
        s.keys("ctrl+n")
        after = s.shot(os.path.join(tmp, "n1.png"))
        assert changed(before, after) > 0.2, "Ctrl+N showed no dialog"
        s.keys("Escape")
        time.sleep(0.5)
        assert s.save()["setup"]["seed"] == seed, "closing the dialog dealt a new game"
    finally:
        s.close()


def check_zoom_keys(tmp):
    """Ctrl+plus and Ctrl+minus zoom the board, Ctrl+0 resets it (German keyboard)."""
    s = fresh(layout="de")
    try:
        zoom = lambda: s.preferences().get("zoom", 1.0)  # noqa: E731
        s.keys("ctrl+plus")
        wait_for(lambda: zoom() > 1.1, f"Ctrl+plus did not zoom in (zoom {zoom()})")
        s.keys("ctrl+0")
        wait_for(lambda: abs(zoom() - 1.0) < 0.01, f"Ctrl+0 did not reset the zoom (zoom {zoom()})")
        s.keys("ctrl+minus")
        wait_for(lambda: zoom() < 0.9, f"Ctrl+minus did not zoom out (zoom {zoom()})")
        s.keys("ctrl+KP_Add")  # the number pad's plus
        wait_for(lambda: abs(zoom() - 1.0) < 0.01, f"Ctrl and the number pad's + did not zoom in (zoom {zoom()})")
    finally:
        s.close()


def check_f11_and_escape_full_screen(tmp):
    """F11 turns full screen on, Esc leaves it."""
    s = Session("--lang", "de", "--seed", "4711", size=(1440, 900))
    try:
        s.x("windowsize", s.wid, "1000", "700")
        time.sleep(0.8)
        s.keys("F11")
        wait_for(lambda: s.geometry() == (1440, 900), f"F11: window is {s.geometry()}, not the screen's 1440x900")
        s.keys("Escape")
        wait_for(lambda: s.geometry() != (1440, 900), "Esc did not leave full screen")
    finally:
        s.close()


def check_k_shows_the_key_only_after_the_privacy_screen(tmp):
    """K opens the privacy screen; the key shows only after it is answered, and K hides it."""
    s = fresh()
    try:
        board = s.shot(os.path.join(tmp, "k0.png"))
        base = key_pixels(board)
        s.keys("k")
        privacy = s.shot(os.path.join(tmp, "k1.png"))
        assert changed(board, privacy) > 0.2, "K showed no privacy screen"
        assert key_pixels(privacy) <= base + 200, "the privacy screen already shows the key"
        s.keys("Escape")
        closed = s.shot(os.path.join(tmp, "k2.png"))
        assert key_pixels(closed) <= base + 200, "Esc on the privacy screen showed the key"
    finally:
        s.close()


def check_p_pauses_the_timer(tmp):
    """P pauses the turn timer and resumes it."""
    # A saved game with a 60-second turn timer, which the app offers to continue.
    home = tempfile.mkdtemp()
    seeded = Session("--lang", "de", "--seed", "99", home=home)
    try:
        save = seeded.save()
    finally:
        seeded.close()
    save["setup"]["variants"] = {"turnTimer": 60}
    with open(os.path.join(home, "fyne", "io.github.decknamen.decknamen", "current-game.json"), "w") as f:
        json.dump(save, f)
    s = Session("--lang", "de", home=home)
    try:
        s.keys("Return")  # yes, continue the saved game
        time.sleep(1)
        assert s.save()["setup"]["variants"].get("turnTimer") == 60, "the timed game was not resumed"
        a = s.shot(os.path.join(tmp, "p0.png"), settle=0.2)
        b = s.shot(os.path.join(tmp, "p1.png"), settle=1.6)
        assert changed(a, b) > 0, "the timer does not run"
        s.keys("p")
        c = s.shot(os.path.join(tmp, "p2.png"), settle=1.2)
        d = s.shot(os.path.join(tmp, "p3.png"), settle=1.6)
        assert changed(c, d) == 0, "P did not pause the timer"
        s.keys("p")
        e = s.shot(os.path.join(tmp, "p4.png"), settle=1.6)
        assert changed(d, e) > 0, "P did not resume the timer"
    finally:
        s.close()


def check_f1_lists_the_shortcuts(tmp):
    """F1 opens the list of shortcuts; Esc closes it."""
    s = fresh()
    try:
        before = s.shot(os.path.join(tmp, "f0.png"))
        s.keys("F1")
        shown = s.shot(os.path.join(tmp, "f1.png"))
        assert changed(before, shown) > 0.2, "F1 showed no list"
        s.keys("Escape")
        closed = s.shot(os.path.join(tmp, "f2.png"))
        assert changed(before, closed) < 0.02, "Esc did not close the list"
    finally:
        s.close()


def check_the_key_needs_a_second_k_and_leaves_with_the_clue(tmp):
    """K then Enter shows no key; K then K shows it; giving the clue hides it at once."""
    s = fresh()
    try:
        base = key_pixels(s.shot(os.path.join(tmp, "e0.png")))
        s.keys("k", "Return")
        assert key_pixels(s.shot(os.path.join(tmp, "e1.png"))) <= base + 200, "K then Enter showed the key to the room"
        s.keys("k", "k")
        shown = key_pixels(s.shot(os.path.join(tmp, "e2.png")))
        assert shown > base + 5000, f"K then K did not show the key ({shown} key pixels, {base} before)"
        s.clue("Zeitreise")
        wait_for(lambda: moves(s) and moves(s)[-1].get("type") == "clue", "no clue was given")
        after = key_pixels(s.shot(os.path.join(tmp, "e3.png")))
        assert after <= base + 200, f"the key still shows after the clue ({after} key pixels)"
    finally:
        s.close()


def check_peek_lets_go_off_the_button(tmp):
    """Peek shows the key while held; sliding off and releasing elsewhere hides it."""
    s = fresh()
    try:
        base = key_pixels(s.shot(os.path.join(tmp, "h0.png")))
        peek = s.button("peek")
        s.x("mousemove", *map(str, peek), "mousedown", "1")
        held = key_pixels(s.shot(os.path.join(tmp, "h1.png"), settle=0.5))
        assert held > base + 5000, f"holding Peek did not show the key ({held} key pixels)"
        s.x("mousemove", str(peek[0] + 8), str(peek[1] + 12))
        s.x("mousemove", "600", "420")
        off = key_pixels(s.shot(os.path.join(tmp, "h2.png"), settle=0.5))
        s.x("mouseup", "1")
        released = key_pixels(s.shot(os.path.join(tmp, "h3.png"), settle=0.5))
        assert off <= base + 200, f"the key stayed while the pointer was off the button ({off} key pixels)"
        assert released <= base + 200, f"the key stayed after a release elsewhere ({released} key pixels)"
    finally:
        s.close()


def check_the_resume_question_blocks_the_board(tmp):
    """While "continue the saved game?" is open a click guesses nothing; Enter answers yes."""
    home = tempfile.mkdtemp()
    first = fresh(home=home)
    try:
        first.clue("Zeitreise")
        wait_for(lambda: len(moves(first)) == 1, "no clue to resume")
    finally:
        first.close()
    s = Session("--lang", "de", home=home)
    try:
        s.click(100, 140)  # the first card, under the question
        s.click(290, 420)
        time.sleep(0.5)
        assert len(moves(s)) == 1, f"the board took a guess while the question was open: {moves(s)}"
        s.keys("Return")
        time.sleep(1)
        save = s.save()
        assert save["setup"]["seed"] == 4711 and len(save["moves"]) == 1, "Enter did not continue the saved game"
    finally:
        s.close()


def check_clue_warnings_open_on_the_spymaster_window(tmp):
    """A clue warning opens on the spymaster window, not on the projected board; Esc there changes the clue."""
    s = fresh()
    try:
        s.click(*s.button("spy"))
        wait_for(lambda: s.windows("nur für"), "the spymaster window did not open")
        spy = s.windows("nur für")[0]
        s.x("windowmove", spy, "520", "100")
        time.sleep(0.8)
        board_before = s.shot(os.path.join(tmp, "w0.png"), window=s.wid)
        spy_before = s.shot(os.path.join(tmp, "w1.png"), window=spy)
        s.click(520 + 280, 100 + 553)  # the spymaster window's clue entry
        word = s.save()["setup"]["cards"][0]["text"]  # a word on the board
        s.x("type", "--delay", "40", f"{word} 1")
        s.keys("Return")
        spy_warned = s.shot(os.path.join(tmp, "w2.png"), window=spy)
        board_after = s.shot(os.path.join(tmp, "w3.png"), window=s.wid)
        assert changed(spy_before, spy_warned) > 0.1, "no warning on the spymaster window"
        left = lambda path: crop(path, 0, 0, 500, 860)  # noqa: E731  the board beside the spymaster window
        assert changed(left(board_before), left(board_after)) < 0.01, "the warning showed on the board window"
        assert not moves(s), "a clue that is on the board was given without asking"
        s.keys("Escape")
        closed = s.shot(os.path.join(tmp, "w4.png"), window=spy)
        assert changed(spy_warned, closed) > 0.05, "Esc did not close the warning"
        time.sleep(0.5)
        assert not moves(s), "Esc on the warning gave the clue instead of changing it"
    finally:
        s.close()


def check_the_spymaster_window_opens_behind_its_privacy_screen(tmp):
    """The spymaster window shows no key until its privacy screen is clicked; keys never answer it; Hide key hides it."""
    s = fresh()
    try:
        s.click(*s.button("spy"))
        wait_for(lambda: s.windows("nur für"), "the spymaster window did not open")
        spy = s.windows("nur für")[0]
        s.x("windowmove", spy, "520", "100")
        time.sleep(0.8)
        opened = key_pixels(s.shot(os.path.join(tmp, "s0.png")))
        assert opened <= 400, f"the spymaster window showed the key before its privacy screen was answered ({opened} key pixels)"
        s.x("mousemove", "900", "300")  # the keys go where the pointer is (no window manager)
        s.keys("Return", "KP_Enter", "Escape", "space", "k", "Tab", "space", "Tab", "Return")
        keyed = key_pixels(s.shot(os.path.join(tmp, "s1.png")))
        assert keyed <= 400, f"a key press answered the privacy screen ({keyed} key pixels)"
        s.click(*SPY_SHOW_BUTTON)
        shown = key_pixels(s.shot(os.path.join(tmp, "s2.png")))
        assert shown > 20000, f"a click on the privacy screen did not show the key ({shown} key pixels)"
        s.click(*SPY_HIDE_BUTTON)
        hidden = key_pixels(s.shot(os.path.join(tmp, "s3.png")))
        assert hidden <= 400, f"Hide key did not bring the privacy screen back ({hidden} key pixels)"
    finally:
        s.close()


def check_the_first_window_fits_a_1024x768_projector(tmp):
    """On a 1024×768 screen the first window fits, and it shrinks to 960 wide and below."""
    s = Session("--lang", "de", "--seed", "4711", size=(1024, 768), keep_size=True)
    try:
        w, h = s.geometry()
        assert w <= 1024 and h <= 768, f"the first window is {w}x{h} on a 1024x768 screen"
        s.x("windowsize", s.wid, "900", "600")
        time.sleep(1)
        w, h = s.geometry()
        assert w <= 960, f"the window cannot shrink below {w} wide"
    finally:
        s.close()


def check_the_newest_log_line_is_wholly_visible(tmp):
    """After every turn the newest log line is wholly inside the log's visible area (1024×768)."""
    s = Session("--lang", "de", "--seed", "4711", "--board", "words", size=(1024, 768))
    try:
        ids = s.save()["setup"]["key"]["identities"]
        for turn in range(7):
            s.clue("Zeitreise", 1)
            guessed = {m["card"] for m in s.save()["moves"] if m.get("type") == "guess"}
            s.guess([i for i, x in enumerate(ids) if x == "bystander" and i not in guessed][0])
            time.sleep(0.5)
            s.app.send_signal(signal.SIGUSR1)  # a fresh readout of what is laid out
            time.sleep(0.5)
            st = s.last_state()
            (vx, vy, vw, vh), (lx, ly, lw, lh) = st["logView"], st["logLast"]
            assert vy - 1 <= ly and ly + lh <= vy + vh + 1, f"turn {turn}: the newest line spans {ly:.0f}–{ly + lh:.0f}, the log shows {vy:.0f}–{vy + vh:.0f}"
        s.click(*LANGUAGE_MENU)  # Sprache → Nederlands: the log is made anew
        s.click(*DUTCH_ITEM)
        time.sleep(1)
        s.app.send_signal(signal.SIGUSR1)
        time.sleep(0.5)
        st = s.last_state()
        (vx, vy, vw, vh), (lx, ly, lw, lh) = st["logView"], st["logLast"]
        assert vy - 1 <= ly and ly + lh <= vy + vh + 1, f"after the language switch the newest line spans {ly:.0f}–{ly + lh:.0f}, the log shows {vy:.0f}–{vy + vh:.0f}"
    finally:
        s.close()


def check_esc_and_ctrl_w_close_the_rules_window(tmp):
    """Help → Rules opens the rules window; Esc closes it, and so does Ctrl+W."""
    s = fresh()
    try:
        for key in ("Escape", "ctrl+w"):
            s.click(*HELP_MENU)
            s.click(*RULES_ITEM)
            wait_for(lambda: s.windows("Spielregeln"), "Help → Rules opened no window")
            rules = s.windows("Spielregeln")[0]
            s.x("mousemove", "200", "300")  # the keys go where the pointer is (no window manager)
            s.x("windowfocus", rules)
            s.keys(key)
            wait_for(lambda: not s.windows("Spielregeln"), f"{key} did not close the rules window")
    finally:
        s.close()


def check_the_view_menu_turns_full_screen_on_and_off(tmp):
    """View → Full screen (F11 shown beside it) turns full screen on and off without the key."""
    s = Session("--lang", "de", "--seed", "4711", size=(1440, 900))
    try:
        s.x("windowsize", s.wid, "1000", "700")
        time.sleep(0.8)
        s.click(*VIEW_MENU)
        s.click(*FULL_SCREEN_ITEM)
        wait_for(lambda: s.geometry() == (1440, 900), f"View → Full screen: window is {s.geometry()}")
        s.click(*VIEW_MENU)
        s.click(*FULL_SCREEN_ITEM)
        wait_for(lambda: s.geometry() != (1440, 900), "View → Full screen a second time did not leave full screen")
    finally:
        s.close()


def import_fixture():
    home = tempfile.mkdtemp()
    words = [f"Vokabel{i}" for i in range(25)] + ["Brandenburger Tor"]
    with open(os.path.join(home, "vokabeln.txt"), "w") as f:
        f.write("\n".join(words) + "\n")
    return fresh(home=home)


def saved_lists(s):
    d = os.path.join(s.folder(), "wordlists")
    return [n for n in os.listdir(d) if n.endswith(".json")] if os.path.isdir(d) else []


def check_a_double_click_in_the_import_chooser_opens_the_file(tmp):
    """New game → Import: a double click on a file opens it; the next import starts in its folder."""
    s = import_fixture()
    try:
        s.keys("ctrl+n")
        s.click(*IMPORT_BUTTON)
        s.x("mousemove", *map(str, CHOOSER_SECOND_ROW), "click", "--repeat", "2", "--delay", "80", "1")
        time.sleep(0.8)
        s.keys("Return")  # the summary's Save
        wait_for(lambda: saved_lists(s), "a double click on vokabeln.txt imported nothing")
        wait_for(lambda: s.preferences().get("importFolder") == s.home,
                 f"the import's folder was not kept: {s.preferences().get('importFolder')!r}")
    finally:
        s.close()


def check_a_double_click_on_a_folder_opens_only_that_folder(tmp):
    """New game → Import: a double click on a folder opens it, not the folder under the second click; a file there opens."""
    s = import_fixture()
    try:
        inner = os.path.join(s.home, "fyne")  # its own folder first, then this list
        shutil.copy(os.path.join(s.home, "vokabeln.txt"), os.path.join(inner, "vokabeln.txt"))
        s.keys("ctrl+n")
        s.click(*IMPORT_BUTTON)
        s.x("mousemove", *map(str, CHOOSER_FIRST_ROW), "click", "--repeat", "2", "--delay", "80", "1")
        time.sleep(1)
        s.x("mousemove", *map(str, CHOOSER_SECOND_ROW), "click", "--repeat", "2", "--delay", "80", "1")
        time.sleep(0.8)
        s.keys("Return")  # the summary's Save
        wait_for(lambda: saved_lists(s), "a double click on fyne/, then on vokabeln.txt in it, imported nothing")
        wait_for(lambda: s.preferences().get("importFolder") == inner,
                 f"the import came from {s.preferences().get('importFolder')!r}, not {inner!r}")
    finally:
        s.close()


def check_enter_in_the_import_chooser_opens_the_picked_file(tmp):
    """New game → Import: a click on a file and Enter open it."""
    s = import_fixture()
    try:
        s.keys("ctrl+n")
        s.click(*IMPORT_BUTTON)
        s.click(*CHOOSER_SECOND_ROW)
        time.sleep(0.5)
        s.keys("Return")  # opens vokabeln.txt
        time.sleep(0.8)
        s.keys("Return")  # the summary's Save
        wait_for(lambda: saved_lists(s), "Enter on the picked vokabeln.txt imported nothing")
    finally:
        s.close()


# Where the German board window (1280x860) draws its menu and toolbar.
HELP_MENU, RULES_ITEM = (301, 13), (317, 43)
VIEW_MENU, FULL_SCREEN_ITEM = (173, 13), (200, 43)
LANGUAGE_MENU, DUTCH_ITEM = (241, 13), (279, 81)
# The new-game dialog's import button, and the chooser's first and second rows (the
# first is the fyne/ folder of the app's settings).
IMPORT_BUTTON, CHOOSER_FIRST_ROW, CHOOSER_SECOND_ROW = (486, 430), (405, 315), (405, 354)
# The spymaster window, moved to 520,100: its privacy screen's button and Hide key.
SPY_SHOW_BUTTON, SPY_HIDE_BUTTON = (900, 475), (580, 576)


def crop(path, x, y, w, h):
    out = path.replace(".png", f"-crop{x}-{y}.png")
    subprocess.run(["convert", path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", out], check=True, timeout=30)
    return out


def check_the_first_start_after_an_update_moves_the_old_folder(tmp):
    """The saves in the folder of the app ID before 0.2.0 move to the new one and resume; a clash keeps both."""
    home = tempfile.mkdtemp()
    seeded = Session("--lang", "de", "--seed", "99", home=home)
    try:
        seeded.clue("Zeitreise", 2)
        seeded.guess(own_agents(seeded)[0])
        wait_for(lambda: len(moves(seeded)) == 2, "the clue and the guess were not saved")
        folder = seeded.folder()
    finally:
        seeded.close()
    old = os.path.join(home, "fyne", "app.decknamen")
    os.rename(folder, old)
    os.makedirs(os.path.join(old, "wordlists"))
    with open(os.path.join(old, "wordlists", "klasse-5b.txt"), "w") as f:
        f.write("Apfel\nBirne\n")
    s = Session("--lang", "de", home=home)  # no --seed: the saved game
    try:
        assert not os.path.exists(old), "the old folder is still there"
        for f in ("current-game.json", "preferences.json", os.path.join("wordlists", "klasse-5b.txt")):
            assert os.path.isfile(os.path.join(folder, f)), f"{f} did not move to the new folder"
        s.keys("Return")  # yes, continue the saved game
        time.sleep(1)
        save = s.save()
        assert save["setup"]["seed"] == 99 and len(save["moves"]) == 2, f"the moved game was not resumed ({save['setup']['seed']}, {len(save['moves'])} moves)"
    finally:
        s.close()
    # Both folders hold a saved game: both stay, and the app says so.
    os.makedirs(old)
    with open(os.path.join(old, "current-game.json"), "w") as f:
        json.dump(dict(save, moves=[]), f)
    before = open(os.path.join(folder, "current-game.json")).read()
    s = Session("--lang", "de", home=home)
    try:
        shown = s.shot(os.path.join(tmp, "u1.png"))
        assert json.load(open(os.path.join(old, "current-game.json")))["moves"] == [], "the old folder's game was not kept"
        assert open(os.path.join(folder, "current-game.json")).read() == before, "the new folder's game changed"
        log = open(s.log).read()
        assert "1 kept there" in log, f"the app did not report the kept file: {log[-300:]}"
        s.keys("Return")  # closes the message
        closed = s.shot(os.path.join(tmp, "u2.png"))
        assert changed(shown, closed) > 0.02, "no message about the kept file showed"
    finally:
        s.close()


CHECKS = [check_clue_arrows_enter_and_stop, check_ctrl_z_undoes, check_ctrl_n_opens_new_game, check_zoom_keys,
          check_f11_and_escape_full_screen, check_k_shows_the_key_only_after_the_privacy_screen,
          check_p_pauses_the_timer, check_f1_lists_the_shortcuts,
          check_the_key_needs_a_second_k_and_leaves_with_the_clue, check_peek_lets_go_off_the_button,
          check_the_resume_question_blocks_the_board,
          check_clue_warnings_open_on_the_spymaster_window, check_the_spymaster_window_opens_behind_its_privacy_screen,
          check_esc_and_ctrl_w_close_the_rules_window, check_the_first_window_fits_a_1024x768_projector,
          check_the_newest_log_line_is_wholly_visible, check_the_view_menu_turns_full_screen_on_and_off,
          check_a_double_click_in_the_import_chooser_opens_the_file, check_a_double_click_on_a_folder_opens_only_that_folder,
          check_enter_in_the_import_chooser_opens_the_picked_file,
          check_the_first_start_after_an_update_moves_the_old_folder]


def main():
    only = sys.argv[1:]
    passed = failed = 0
    for check in CHECKS:
        if only and not any(o in check.__name__ for o in only):
            continue
        tmp = tempfile.mkdtemp()
        try:
            check(tmp)
            passed += 1
            print(f"ok    {check.__name__}: {check.__doc__.splitlines()[0]}", flush=True)
        except AssertionError as e:
            failed += 1
            print(f"FAIL  {check.__name__}: {e} (screenshots in {tmp})", flush=True)
        except Exception:  # a broken harness is a failure too
            failed += 1
            print(f"FAIL  {check.__name__}:\n{traceback.format_exc()}", flush=True)
    print(f"keys: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
