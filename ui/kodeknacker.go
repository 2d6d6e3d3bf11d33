package ui

import (
	"errors"
	"math/rand/v2"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// kkMode is who plays Kodeknacker.
type kkMode int

// The modes.
const (
	kkHotSeat  kkMode = iota // two people at one screen
	kkComputer               // one person (Player1) against the computer (Player2)
)

// kkComputerPlayer is the computer's side against the computer.
const kkComputerPlayer = kodeknacker.Player2

// kodeknackerView is the Kodeknacker window: its start screen, the board
// and the running game. The game lives in the engine; the view keeps only
// what is on the screen (the code being built, the message line).
type kodeknackerView struct {
	a     *App
	win   fyne.Window
	lang  string // the language the window was built in
	store kkStore
	rng   *rand.Rand

	// the start screen's choices
	mode  kkMode
	level kodeknacker.Level
	rows  int
	first kodeknacker.Player

	g        *kodeknacker.Game // nil on the start screen
	solver   *kodeknacker.Solver
	entry    []kodeknacker.Colour // the code or guess being built
	entering bool                 // a player is entering their code (after the privacy screen)
	message  string
	answer   func(yes bool) // answers the open yes/no dialog (Enter, Esc)

	// widgets of the game screen, nil on the start screen
	status    *widget.Label
	result    *widget.Label
	columns   [2]kkColumn
	entryRow  *uiwidget.CodeRow
	palette   []*uiwidget.ColourButton
	submitBtn *widget.Button
	eraseBtn  *widget.Button
	undoBtn   *widget.Button
	enterBtn  *widget.Button
	entryBox  *fyne.Container
	msgLabel  *widget.Label
}

// kkColumn is one player's side of the board: their guesses at the
// opponent's code.
type kkColumn struct {
	title  *widget.Label
	left   *widget.Label
	secret *uiwidget.CodeRow
	rows   []*uiwidget.CodeRow
}

// openKodeknacker opens the Kodeknacker window, or brings it to the front
// when it is open. It offers to continue an unfinished saved game.
func (a *App) openKodeknacker() *kodeknackerView {
	if a.kk != nil {
		a.kk.win.RequestFocus()
		return nil
	}
	title := a.tr.T("kk.title", nil)
	v := &kodeknackerView{a: a, store: kkStore{dir: a.store.dir}, level: kodeknacker.Normal,
		rows: kodeknacker.DefaultRows, first: kodeknacker.Player1,
		rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	v.win = a.fa.NewWindow(title)
	v.win.SetOnClosed(func() { a.kk = nil })
	a.kk = v
	v.win.Resize(fyne.NewSize(1000, 820))
	v.win.Canvas().SetOnTypedRune(v.typedRune)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.build()
	v.win.Show()

	sv, kept, err := v.store.load()
	switch {
	case err != nil:
		v.inform(a.tr.T("resume.damagedTitle", nil), a.tr.T("kk.damagedText", map[string]any{"File": kept, "Error": err.Error()}))
	case sv != nil && !sv.Game.Result().Over():
		v.ask(a.tr.T("kk.resumeTitle", nil), a.tr.T("kk.resumeText", map[string]any{"Mode": v.modeText(sv.Mode, sv.Level)}),
			a.tr.T("resume.continue", nil), a.tr.T("action.newGame", nil), func() { v.resume(sv) }, nil)
	}
	return v
}

// t translates a message without data.
func (v *kodeknackerView) t(id string) string { return v.a.tr.T(id, nil) }

// build makes the window's content: the start screen or the board.
func (v *kodeknackerView) build() {
	v.lang = v.a.tr.Lang()
	v.win.SetTitle(v.t("kk.title"))
	if v.g == nil {
		v.buildStart()
		return
	}
	v.buildBoard()
	v.refresh()
}

// buildStart shows the start screen: mode, level, rows, who guesses first.
func (v *kodeknackerView) buildStart() {
	v.status = nil
	levelNames := []string{v.t("kk.levelEasy"), v.t("kk.levelNormal"), v.t("kk.levelHard")}
	level := widget.NewRadioGroup(levelNames, func(s string) {
		for i, n := range levelNames {
			if n == s {
				v.level = kodeknacker.Levels()[i]
			}
		}
	})
	level.Horizontal, level.Required = true, true
	level.SetSelected(levelNames[v.level])

	first := widget.NewRadioGroup(nil, func(s string) {
		v.first = kodeknacker.Player1
		if s == v.playerName(kodeknacker.Player2) {
			v.first = kodeknacker.Player2
		}
	})
	first.Horizontal, first.Required = true, true
	setFirstOptions := func() {
		first.Options = []string{v.playerName(kodeknacker.Player1), v.playerName(kodeknacker.Player2)}
		first.Selected = v.playerName(v.first)
		first.Refresh()
	}

	modeNames := []string{v.t("kk.modeHotSeat"), v.t("kk.modeComputer")}
	mode := widget.NewRadioGroup(modeNames, func(s string) {
		v.mode = kkHotSeat
		if s == modeNames[1] {
			v.mode = kkComputer
		}
		if v.mode == kkComputer {
			level.Enable()
		} else {
			level.Disable()
		}
		setFirstOptions()
	})
	mode.Required = true
	mode.SetSelected(modeNames[v.mode])

	var rowChoices []string
	for n := kodeknacker.MinRows; n <= kodeknacker.MaxRows; n++ {
		rowChoices = append(rowChoices, strconv.Itoa(n))
	}
	rows := widget.NewSelect(rowChoices, func(s string) { v.rows, _ = strconv.Atoi(s) })
	rows.SetSelected(strconv.Itoa(v.rows))

	form := widget.NewForm(
		widget.NewFormItem(v.t("kk.mode"), mode),
		widget.NewFormItem(v.t("kk.level"), level),
		widget.NewFormItem(v.t("kk.rows"), container.NewHBox(rows)),
		widget.NewFormItem(v.t("kk.first"), first),
	)
	start := widget.NewButtonWithIcon(v.t("kk.start"), theme.MediaPlayIcon(), v.startGame)
	start.Importance = widget.HighImportance
	title := widget.NewLabelWithStyle(v.t("kk.startTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	intro := widget.NewLabel(v.t("kk.startIntro"))
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(
		container.NewHBox(title, layout.NewSpacer(), v.a.ruleHelp("kodeknacker")),
		intro, widget.NewSeparator(), form,
		container.NewHBox(layout.NewSpacer(), start),
	)
	v.win.SetContent(container.NewCenter(container.NewGridWrap(fyne.NewSize(620, content.MinSize().Height), content)))
}

// buildBoard makes the board screen; refresh fills it from the game.
func (v *kodeknackerView) buildBoard() {
	newGame := widget.NewButtonWithIcon(v.t("action.newGame"), theme.ContentAddIcon(), v.askNewGame)
	v.undoBtn = widget.NewButtonWithIcon(v.t("action.undo"), theme.ContentUndoIcon(), v.undo)
	toolbar := container.NewHBox(newGame, v.undoBtn, layout.NewSpacer(), v.a.ruleHelp("kodeknacker"))

	v.result = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.result.Wrapping = fyne.TextWrapWord
	v.result.Importance = widget.SuccessImportance
	rows := v.g.Setup().Rows
	var sides []fyne.CanvasObject
	for p := range v.columns {
		col := &v.columns[p]
		col.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		col.left = widget.NewLabel("")
		col.secret = uiwidget.NewCodeRow()
		col.secret.NoFeedback = true
		col.rows = make([]*uiwidget.CodeRow, rows)
		list := container.NewVBox()
		for i := range col.rows {
			col.rows[i] = uiwidget.NewCodeRow()
			col.rows[i].Number = i + 1
			list.Add(col.rows[i])
		}
		secret := container.NewHBox(widget.NewLabel(v.t("kk.secret")), col.secret)
		sides = append(sides, container.NewVBox(
			container.NewHBox(col.title, layout.NewSpacer(), col.left),
			secret, widget.NewSeparator(), list))
	}
	board := container.NewGridWithColumns(2, container.NewPadded(sides[0]), container.NewPadded(sides[1]))

	v.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.status.Wrapping = fyne.TextWrapWord
	v.entryRow = uiwidget.NewCodeRow()
	v.entryRow.NoFeedback = true
	v.palette = nil
	var buttons []fyne.CanvasObject
	for c := range kodeknacker.Colours {
		b := uiwidget.NewColourButton(kodeknacker.Colour(c), func() { v.add(kodeknacker.Colour(c)) })
		v.palette = append(v.palette, b)
		buttons = append(buttons, b)
	}
	v.eraseBtn = widget.NewButtonWithIcon(v.t("kk.erase"), theme.ContentClearIcon(), v.erase)
	v.submitBtn = widget.NewButtonWithIcon("", theme.ConfirmIcon(), v.submit)
	v.submitBtn.Importance = widget.HighImportance
	hint := widget.NewLabel(v.t("kk.entryHint"))
	hint.Importance = widget.LowImportance
	v.entryBox = container.NewVBox(
		container.NewHBox(v.entryRow, v.eraseBtn, v.submitBtn),
		container.NewHBox(append(buttons, hint)...),
	)
	v.enterBtn = widget.NewButtonWithIcon("", theme.VisibilityIcon(), v.askPrivacy)
	v.enterBtn.Importance = widget.HighImportance
	v.msgLabel = widget.NewLabel("")
	v.msgLabel.Importance = widget.DangerImportance
	v.msgLabel.Wrapping = fyne.TextWrapWord
	legend := widget.NewLabel(v.t("kk.pegLegend"))
	legend.Importance = widget.LowImportance
	bottom := container.NewVBox(widget.NewSeparator(), v.status, v.entryBox, container.NewHBox(v.enterBtn), v.msgLabel, legend)

	v.win.SetContent(container.NewBorder(container.NewVBox(toolbar, v.result), bottom, nil, nil, container.NewVScroll(board)))
}

// playerName names a player: Player 1/2 at one screen, You/Computer
// against the computer.
func (v *kodeknackerView) playerName(p kodeknacker.Player) string {
	switch {
	case v.mode == kkComputer && p == kkComputerPlayer:
		return v.t("kk.computer")
	case v.mode == kkComputer:
		return v.t("kk.you")
	case p == kodeknacker.Player2:
		return v.t("kk.player2")
	}
	return v.t("kk.player1")
}

// levelText names a level of the computer.
func (v *kodeknackerView) levelText(l kodeknacker.Level) string {
	switch l {
	case kodeknacker.Easy:
		return v.t("kk.levelEasy")
	case kodeknacker.Hard:
		return v.t("kk.levelHard")
	}
	return v.t("kk.levelNormal")
}

// modeText describes who plays, for the resume question.
func (v *kodeknackerView) modeText(m kkMode, l kodeknacker.Level) string {
	if m == kkComputer {
		return v.a.tr.T("kk.modeComputerLevel", map[string]any{"Level": v.levelText(l)})
	}
	return v.t("kk.modeHotSeat")
}

// human reports whether p is played by a person.
func (v *kodeknackerView) human(p kodeknacker.Player) bool {
	return v.mode == kkHotSeat || p != kkComputerPlayer
}

// startGame starts a game with the start screen's choices. Against the
// computer, the computer hides its random code at once and the person
// enters theirs (the computer does not look).
func (v *kodeknackerView) startGame() {
	g, err := kodeknacker.New(kodeknacker.Setup{Rows: v.rows, FirstGuesser: v.first})
	if err != nil {
		v.inform(v.t("kk.title"), err.Error())
		return
	}
	v.g, v.solver, v.entry, v.entering, v.message = g, nil, nil, false, ""
	if v.mode == kkComputer {
		if v.solver, err = kodeknacker.NewSolver(v.level, v.rng); err != nil {
			v.inform(v.t("kk.title"), err.Error())
			v.g = nil
			return
		}
		if err := g.Apply(kodeknacker.SetCode{Player: kkComputerPlayer, Code: kodeknacker.RandomCode(v.rng)}); err != nil {
			v.message = v.moveErrorText(err)
		}
		v.entering = true
	}
	v.persist()
	v.build()
}

// resume goes on with a saved game.
func (v *kodeknackerView) resume(sv *kkSaved) {
	v.mode, v.level, v.g, v.entry, v.message = sv.Mode, sv.Level, sv.Game, nil, ""
	v.rows, v.first = sv.Game.Setup().Rows, sv.Game.Setup().FirstGuesser
	v.solver, v.entering = nil, false
	if v.mode == kkComputer {
		var err error
		if v.solver, err = kodeknacker.NewSolver(v.level, v.rng); err != nil {
			v.message = err.Error()
		}
		v.entering = true
		v.computerPlays()
	}
	v.build()
}

// askNewGame returns to the start screen, asking first while a game is on.
func (v *kodeknackerView) askNewGame() {
	back := func() {
		v.g, v.entry, v.entering, v.message = nil, nil, false, ""
		v.build()
	}
	if v.g == nil || v.g.Result().Over() {
		back()
		return
	}
	v.ask(v.t("kk.abandonTitle"), v.t("kk.abandonText"), v.t("action.newGame"), v.t("action.cancel"), back, nil)
}

// askPrivacy shows the privacy screen before a player enters their code:
// the other player looks away first.
func (v *kodeknackerView) askPrivacy() {
	if v.g == nil || v.g.Phase() != kodeknacker.SettingCodes || v.entering {
		return
	}
	p := v.g.Turn()
	names := map[string]any{"Player": v.playerName(p), "Other": v.playerName(p.Other())}
	v.ask(v.a.tr.T("kk.privacyTitle", names), v.a.tr.T("kk.privacyText", names), v.a.tr.T("kk.privacyGo", names),
		v.t("action.cancel"), func() {
			v.entering, v.entry, v.message = true, nil, ""
			v.refresh()
		}, nil)
}

// canEnter reports whether a person may build a code or guess now.
func (v *kodeknackerView) canEnter() bool {
	if v.g == nil {
		return false
	}
	switch v.g.Phase() {
	case kodeknacker.SettingCodes:
		return v.entering
	case kodeknacker.Guessing:
		return v.human(v.g.Turn())
	}
	return false
}

// add puts colour c in the next place of the code being built.
func (v *kodeknackerView) add(c kodeknacker.Colour) {
	if !v.canEnter() || len(v.entry) >= kodeknacker.Positions {
		return
	}
	v.entry = append(v.entry, c)
	v.message = ""
	v.refresh()
}

// erase takes back the last colour of the code being built.
func (v *kodeknackerView) erase() {
	if !v.canEnter() || len(v.entry) == 0 {
		return
	}
	v.entry = v.entry[:len(v.entry)-1]
	v.message = ""
	v.refresh()
}

// submit sets the code or plays the guess that was built.
func (v *kodeknackerView) submit() {
	if !v.canEnter() {
		return
	}
	if missing := kodeknacker.Positions - len(v.entry); missing > 0 {
		v.message = v.a.tr.N("kk.missing", missing, nil)
		v.refresh()
		return
	}
	var code kodeknacker.Code
	copy(code[:], v.entry)
	p := v.g.Turn()
	if v.g.Phase() == kodeknacker.SettingCodes {
		v.apply(kodeknacker.SetCode{Player: p, Code: code})
		return
	}
	v.apply(kodeknacker.Guess{Player: p, Code: code})
}

// apply plays a person's move through the engine, lets the computer
// answer, saves the game and updates the screen. An illegal move changes
// nothing and is explained in the message line.
func (v *kodeknackerView) apply(m kodeknacker.Move) {
	if err := v.g.Apply(m); err != nil {
		v.message = v.moveErrorText(err)
		v.refresh()
		return
	}
	v.entry, v.message = nil, ""
	if _, set := m.(kodeknacker.SetCode); set {
		v.entering = v.mode == kkComputer // the computer needs no privacy screen
		if v.mode == kkHotSeat {
			v.message = v.t("kk.codeHidden")
		}
	}
	v.computerPlays()
	v.persist()
	v.refresh()
}

// computerPlays makes the computer's guesses while it is its turn. The
// solver takes well under a millisecond on most moves, so it runs at once.
func (v *kodeknackerView) computerPlays() {
	for v.mode == kkComputer && v.solver != nil && v.g.Phase() == kodeknacker.Guessing && v.g.Turn() == kkComputerPlayer {
		code, err := v.solver.Next(v.g.Rows(kkComputerPlayer))
		if err == nil {
			err = v.g.Apply(kodeknacker.Guess{Player: kkComputerPlayer, Code: code})
		}
		if err != nil {
			v.message = v.a.tr.T("kk.errorComputer", map[string]any{"Error": err.Error()})
			return
		}
	}
}

// canUndo reports whether a person's guess can be taken back.
func (v *kodeknackerView) canUndo() bool {
	if v.g == nil {
		return false
	}
	for _, m := range v.g.Moves() {
		if g, ok := m.(kodeknacker.Guess); ok && v.human(g.Player) {
			return true
		}
	}
	return false
}

// undo takes back the last guess of a person through the engine; against
// the computer, also the computer's answer to it.
func (v *kodeknackerView) undo() {
	if !v.canUndo() {
		return
	}
	for {
		moves := v.g.Moves()
		last := moves[len(moves)-1]
		if err := v.g.Undo(); err != nil {
			v.message = err.Error()
			break
		}
		if g, ok := last.(kodeknacker.Guess); ok && v.human(g.Player) {
			v.message = ""
			break
		}
	}
	v.entry = nil
	v.persist()
	v.refresh()
}

func (v *kodeknackerView) persist() {
	if err := v.store.save(kkSaved{Mode: v.mode, Level: v.level, Game: v.g}); err != nil {
		v.message = v.a.tr.T("error.save", map[string]any{"Error": err.Error()})
	}
}

// moveErrorText explains why the engine refused a move.
func (v *kodeknackerView) moveErrorText(err error) string {
	switch {
	case errors.Is(err, kodeknacker.ErrGameOver):
		return v.t("kk.errorGameOver")
	case errors.Is(err, kodeknacker.ErrNotYourTurn):
		return v.t("kk.errorNotYourTurn")
	case errors.Is(err, kodeknacker.ErrCodeAlreadySet):
		return v.t("kk.errorCodeSet")
	case errors.Is(err, kodeknacker.ErrCodesNotSet):
		return v.t("kk.errorCodesNotSet")
	case errors.Is(err, kodeknacker.ErrInvalidCode):
		return v.t("kk.errorInvalidCode")
	}
	return err.Error()
}

// refresh fills the board from the game. A secret code is handed to a
// widget only at the end: before that its row gets no colours at all.
func (v *kodeknackerView) refresh() {
	if v.lang != v.a.tr.Lang() {
		v.build() // the language was switched in the main window
		return
	}
	if v.g == nil || v.status == nil {
		return
	}
	g := v.g
	over := g.Phase() == kodeknacker.Over
	for i := range v.columns {
		p := kodeknacker.Player(i + 1)
		col := &v.columns[i]
		title := v.playerName(p)
		if v.mode == kkComputer && p == kkComputerPlayer {
			title += " · " + v.levelText(v.level)
		}
		col.title.SetText(title)
		col.left.SetText(v.a.tr.N("kk.rowsLeft", g.RowsLeft(p), nil))
		col.secret.Code, col.secret.Filled, col.secret.Hidden = kodeknacker.Code{}, 0, true
		if g.HasCode(p.Other()) {
			col.secret.Filled = kodeknacker.Positions
		}
		if over {
			col.secret.Code, _ = g.Code(p.Other())
			col.secret.Hidden = false
		}
		col.secret.Refresh()
		played := g.Rows(p)
		for j, r := range col.rows {
			r.Code, r.Filled, r.Scored, r.Feedback = kodeknacker.Code{}, 0, false, kodeknacker.Feedback{}
			if j < len(played) {
				r.Code, r.Filled, r.Scored, r.Feedback = played[j].Guess, kodeknacker.Positions, true, played[j].Feedback
			}
			r.Current = g.Phase() == kodeknacker.Guessing && g.Turn() == p && j == len(played)
			r.Refresh()
		}
	}

	v.status.SetText(v.statusText())
	v.result.SetText(v.resultText())
	v.result.Hidden = !over
	v.result.Refresh()

	if v.canEnter() {
		copy(v.entryRow.Code[:], v.entry)
		v.entryRow.Filled = len(v.entry)
		v.entryRow.Refresh()
		v.submitBtn.SetText(v.t("kk.guess"))
		if g.Phase() == kodeknacker.SettingCodes {
			v.submitBtn.SetText(v.t("kk.setCode"))
		}
		v.entryBox.Show()
	} else {
		v.entryRow.Code, v.entryRow.Filled = kodeknacker.Code{}, 0
		v.entryRow.Refresh()
		v.entryBox.Hide()
	}
	if g.Phase() == kodeknacker.SettingCodes && !v.entering {
		v.enterBtn.SetText(v.a.tr.T("kk.enterCode", map[string]any{"Player": v.playerName(g.Turn())}))
		v.enterBtn.Show()
	} else {
		v.enterBtn.Hide()
	}
	if v.canUndo() {
		v.undoBtn.Enable()
	} else {
		v.undoBtn.Disable()
	}
	v.msgLabel.SetText(v.message)
}

// statusText says whose turn it is.
func (v *kodeknackerView) statusText() string {
	g := v.g
	switch g.Phase() {
	case kodeknacker.SettingCodes:
		if v.mode == kkComputer {
			return v.t("kk.setCodeYou")
		}
		return v.a.tr.T("kk.setCodeWait", map[string]any{"Player": v.playerName(g.Turn())})
	case kodeknacker.Guessing:
		move := v.a.tr.T("kk.moveNumber", map[string]any{"Number": g.MoveNumber()})
		if v.mode == kkComputer {
			return move + " · " + v.t("kk.turnYou")
		}
		return move + " · " + v.a.tr.T("kk.turn", map[string]any{"Player": v.playerName(g.Turn())})
	}
	return ""
}

// resultText is the end of the game: who won or why it is a draw.
func (v *kodeknackerView) resultText() string {
	g := v.g
	r := g.Result()
	var text string
	switch r.Outcome {
	case kodeknacker.Won:
		switch {
		case v.mode == kkComputer && r.Winner == kkComputerPlayer:
			text = v.t("kk.winComputer")
		case v.mode == kkComputer:
			text = v.t("kk.winYou")
		default:
			text = v.a.tr.T("kk.win", map[string]any{"Player": v.playerName(r.Winner)})
		}
		text += " " + v.a.tr.N("kk.winWhy", len(g.Rows(r.Winner)), nil)
	case kodeknacker.DrawSameMove:
		text = v.a.tr.T("kk.drawSameMove", map[string]any{"Number": len(g.Rows(kodeknacker.Player1))})
	case kodeknacker.DrawBoardFull:
		text = v.t("kk.drawBoardFull")
	default:
		return ""
	}
	return text + "\n" + v.t("kk.codesShown")
}

// typedRune takes the digits 1–6 as colours.
func (v *kodeknackerView) typedRune(r rune) {
	if v.answer == nil && r >= '1' && r < '1'+kodeknacker.Colours {
		v.add(kodeknacker.Colour(r - '1'))
	}
}

// typedKey: Backspace erases, Enter submits (or opens the privacy screen
// before a code entry); while a question is open Enter is yes, Esc no.
func (v *kodeknackerView) typedKey(ev *fyne.KeyEvent) {
	if answerByKey(v.answer, ev.Name) {
		return
	}
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.erase()
	case fyne.KeyReturn, fyne.KeyEnter:
		if v.g != nil && v.g.Phase() == kodeknacker.SettingCodes && !v.entering {
			v.askPrivacy()
			return
		}
		v.submit()
	}
}

// ask shows a yes/no dialog in the Kodeknacker window with the app's own
// labels; Enter answers yes and Esc no.
func (v *kodeknackerView) ask(title, text, yes, no string, onYes, onNo func()) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	showQuestion(v.win, &v.answer, title, yes, no, msg, fyne.NewSize(480, 230), onYes, onNo)
}

// inform shows a message in the Kodeknacker window with the app's own OK label.
func (v *kodeknackerView) inform(title, text string) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, v.t("action.ok"), msg, v.win)
	d.Resize(fyne.NewSize(480, 230))
	d.Show()
}
