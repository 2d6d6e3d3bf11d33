package ui

// The board screen: the cards, the key card, the status and log beside
// them, the toolbar above and the action bar below. (It still lives in
// the root: see README, Packages, for the next step.)

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// build makes the window's content from scratch (at start and after a
// language switch); refresh then fills it from the game.
func (a *App) build() {
	a.cards = make([]*uiwidget.Card, a.g.Size().Cards())
	cells := make([]fyne.CanvasObject, len(a.cards))
	for i := range a.cards {
		i := i
		a.cards[i] = uiwidget.NewCard("", nil, func() { a.cardTapped(i) })
		cells[i] = a.cards[i]
	}
	board := container.NewGridWithColumns(a.g.Size().Cols(), cells...)

	side := a.buildSide()

	toolbar := a.buildToolbar()
	a.messageLabel = widget.NewLabel("")
	a.messageLabel.Importance = widget.DangerImportance
	a.messageLabel.Wrapping = fyne.TextWrapWord
	a.buildActionRows()
	a.actionBar = container.NewStack(a.guessRow, a.coverRow, a.overRow, a.resumeRow)
	if a.spy != nil {
		wait := widget.NewLabel(a.tr.T("spy.waitClue", nil))
		wait.Wrapping = fyne.TextWrapWord
		a.spyWaitRow = wait
		a.actionBar.Add(a.spyWaitRow)
		a.spy.Build(a.tr, a.clueRow)
	} else {
		a.spyWaitRow = nil
		a.actionBar.Add(a.clueRow)
	}
	bottom := container.NewVBox(a.actionBar, a.messageLabel)

	split := container.NewHSplit(container.NewPadded(a.buildBoardArea(board)), container.NewPadded(side))
	split.Offset = 0.76
	a.win.SetContent(container.NewBorder(toolbar, bottom, nil, nil, split))
	a.buildMenu()
	a.refresh()
}

// refresh fills every widget from the game state.
func (a *App) refresh() {
	g := a.g
	show := a.keyVisible()
	for i, c := range a.cards {
		card := g.Card(i)
		c.Text, c.Picture = card.Text, nil
		if card.Kind == game.PictureCard {
			c.Picture = pictureResource(card.Text)
		}
		c.Covered, c.Identity = g.Covered(i), g.Identity(i)
		c.ShowKey = show && !c.Covered
		c.Selected = i == a.selected
		c.Focused = i == a.focus
		c.Zoom = a.settings.zoom()
		c.Refresh()
	}
	setup := g.Setup()
	a.keyCard.Key, a.keyCard.Cols, a.keyCard.Shown = setup.Key, g.Size().Cols(), show
	a.keyCard.Covered = make([]bool, len(a.cards))
	for i := range a.cards {
		a.keyCard.Covered[i] = g.Covered(i)
	}
	a.keyCard.Refresh()

	team := g.Team()
	if g.Over() {
		team = g.Winner()
	}
	a.turnSwatch.FillColor = uiwidget.TeamColor(team)
	a.turnSwatch.Refresh()
	a.turnLabel.Text = a.teamText(team)
	a.turnLabel.Refresh()
	a.phaseLabel.SetText(a.phaseText())
	a.agentsLabel.SetText(a.tr.T("status.agents", map[string]any{
		"Red": a.tr.N("status.agentsLeft", g.AgentsLeft(game.Red), nil), "Blue": a.tr.N("status.agentsLeft", g.AgentsLeft(game.Blue), nil)}))
	a.numberLabel.SetText(a.tr.T("status.gameNumber", map[string]any{"Number": setup.Seed}))
	if a.key.Shown() {
		a.keyButton.SetText(a.tr.T("key.hide", nil))
		a.keyButton.SetIcon(theme.VisibilityOffIcon())
	} else {
		a.keyButton.SetText(a.tr.T("key.show", nil))
		a.keyButton.SetIcon(theme.VisibilityIcon())
	}
	for _, b := range []fyne.Disableable{a.keyButton, a.peekButton, a.qrButton} {
		if a.spy != nil { // the key lives in the spymaster window now
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if len(g.Moves()) == 0 {
		a.undoButton.Disable()
	} else {
		a.undoButton.Enable()
	}
	a.refreshTimer()
	a.logLines = a.logText()
	a.refreshLook()
	a.messageLabel.SetText(a.message)
	a.fillActionBar()
	a.refreshSpymaster()
}

// teamText names a team: "Red" / "Rot" / "Rood".
func (a *App) teamText(t game.Team) string {
	if t == game.Blue {
		return a.tr.T("team.blue", nil)
	}
	return a.tr.T("team.red", nil)
}

// pictureResource returns the picture of a picture card, or nil when the
// picture is missing (the card then shows its name).
func pictureResource(name string) fyne.Resource {
	b, err := assets.Picture(name)
	if err != nil {
		return nil
	}
	return fyne.NewStaticResource(name+".png", b)
}

// buildSide makes the panel beside the board: whose turn, the timer, the
// phase, the agents left, the game number, the key card and the log.
func (a *App) buildSide() fyne.CanvasObject {
	a.turnSwatch = canvas.NewRectangle(uiwidget.TeamColor(game.Red))
	a.turnSwatch.SetMinSize(fyne.NewSize(18, 18))
	a.turnSwatch.CornerRadius = 9
	a.turnLabel = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	a.turnLabel.TextSize = 20
	a.turnLabel.TextStyle.Bold = true
	a.phaseLabel = widget.NewLabel("")
	a.phaseLabel.Wrapping = fyne.TextWrapWord
	a.agentsLabel = widget.NewLabel("")
	a.agentsLabel.Wrapping = fyne.TextWrapWord
	a.timerLabel = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	a.timerLabel.TextSize = 28
	a.timerLabel.TextStyle.Bold = true
	a.pauseButton = widget.NewButtonWithIcon("", theme.MediaPauseIcon(), a.togglePause)
	a.keyCard = uiwidget.NewKeyCard()
	a.keyCard.HiddenText = a.tr.T("key.hidden", nil)
	a.numberLabel = widget.NewLabel("") // plain: an italic style would load a whole font set at start
	a.numberLabel.Importance = widget.LowImportance
	a.look.log = container.NewVBox() // wrapped lines: a result is never cut off
	a.look.logScroll = container.NewVScroll(a.look.log)
	status := container.NewVBox(
		container.NewHBox(container.NewCenter(a.turnSwatch), a.turnLabel, layout.NewSpacer(), a.timerLabel, a.pauseButton),
		a.phaseLabel, a.agentsLabel, a.numberLabel,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(a.tr.T("key.title", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		a.keyCard,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(a.tr.T("log.title", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
	)
	return container.NewBorder(status, nil, nil, nil, a.look.logScroll)
}

// buildToolbar makes the buttons above the board.
func (a *App) buildToolbar() fyne.CanvasObject {
	a.keyButton = widget.NewButtonWithIcon("", theme.VisibilityIcon(), a.toggleKey)
	a.peekButton = uiwidget.NewPeekButton(a.tr.T("key.peek", nil), a.peek)
	a.qrButton = widget.NewButtonWithIcon(a.tr.T("qr.button", nil), theme.MailSendIcon(), a.askKeyQR)
	a.spyButton = widget.NewButtonWithIcon(a.tr.T("spy.open", nil), theme.ComputerIcon(), a.openSpymaster)
	a.undoButton = widget.NewButtonWithIcon(a.tr.T("action.undo", nil), theme.ContentUndoIcon(), a.askUndo)
	return container.NewHBox(
		widget.NewButtonWithIcon(a.tr.T("action.newGame", nil), theme.ContentAddIcon(), a.showNewGame),
		widget.NewButtonWithIcon(a.tr.T("action.rematch", nil), theme.MediaReplayIcon(), a.askRematch),
		a.undoButton,
		widget.NewSeparator(),
		a.keyButton, a.peekButton, a.qrButton,
		widget.NewSeparator(),
		a.spyButton,
		layout.NewSpacer(),
		// Rules and settings are icons only (and in the menu): German labels are long.
		widget.NewButtonWithIcon("", theme.HelpIcon(), func() { a.showRules("") }),
		widget.NewButtonWithIcon("", theme.SettingsIcon(), a.showSettings),
	)
}

// refreshTimer shows the turn timer and its pause button while a timed
// turn runs.
func (a *App) refreshTimer() {
	g := a.g
	a.timerLabel.Text = ""
	a.pauseButton.Hide()
	// While the saved game's question is open the timer does not run yet:
	// it shows once the players go on.
	if g.Setup().Variants.TurnTimer > 0 && !g.Over() && g.Phase() != game.PhaseCover && !a.resumeOffer {
		a.timerLabel.Text = fmt.Sprintf("%d:%02d", a.turnLeft/60, a.turnLeft%60)
		a.timerLabel.Color = theme.Color(theme.ColorNameForeground)
		if a.turnLeft <= 10 {
			a.timerLabel.Color = theme.Color(theme.ColorNameError) // the last seconds
		}
		a.pauseButton.Show()
		if a.paused {
			a.pauseButton.SetIcon(theme.MediaPlayIcon())
			a.timerLabel.Text += " ‖"
		} else {
			a.pauseButton.SetIcon(theme.MediaPauseIcon())
		}
	}
	a.timerLabel.Refresh()
}
