package board

// The board screen: the cards, the key card, the status and log beside
// them, the toolbar above and the action bar below.

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

// Build makes the window's content from scratch (at start and after a
// language switch); refresh then fills it from the game.
func (b *Board) Build() {
	b.cards = make([]*uiwidget.Card, b.g.Size().Cards())
	cells := make([]fyne.CanvasObject, len(b.cards))
	for i := range b.cards {
		i := i
		b.cards[i] = uiwidget.NewCard("", nil, func() { b.cardTapped(i) })
		cells[i] = b.cards[i]
	}
	board := container.NewGridWithColumns(b.g.Size().Cols(), cells...)

	side := b.buildSide()

	toolbar := b.buildToolbar()
	b.messageLabel = widget.NewLabel("")
	b.messageLabel.Importance = widget.DangerImportance
	b.messageLabel.Wrapping = fyne.TextWrapWord
	b.buildActionRows()
	b.actionBar = container.NewStack(b.guessRow, b.coverRow, b.overRow, b.resumeRow)
	if b.spy != nil {
		wait := widget.NewLabel(b.tr.T("spy.waitClue", nil))
		wait.Wrapping = fyne.TextWrapWord
		b.spyWaitRow = wait
		b.actionBar.Add(b.spyWaitRow)
		b.spy.Build(b.tr, b.clueRow)
	} else {
		b.spyWaitRow = nil
		b.actionBar.Add(b.clueRow)
	}
	bottom := container.NewVBox(b.actionBar, b.messageLabel)

	split := container.NewHSplit(container.NewPadded(b.buildBoardArea(board)), container.NewPadded(side))
	split.Offset = 0.76
	b.win.SetContent(container.NewBorder(toolbar, bottom, nil, nil, split))
	b.refresh()
}

// refresh fills every widget from the game state.
func (b *Board) refresh() {
	g := b.g
	show := b.keyVisible()
	for i, c := range b.cards {
		card := g.Card(i)
		c.Text, c.Picture = card.Text, nil
		if card.Kind == game.PictureCard {
			c.Picture = pictureResource(card.Text)
		}
		c.Covered, c.Identity = g.Covered(i), g.Identity(i)
		c.ShowKey = show && !c.Covered
		c.Selected = i == b.selected
		c.Focused = i == b.focus
		c.Zoom = b.settings.Zoom()
		c.Refresh()
	}
	setup := g.Setup()
	b.keyCard.Key, b.keyCard.Cols, b.keyCard.Shown = setup.Key, g.Size().Cols(), show
	b.keyCard.Covered = make([]bool, len(b.cards))
	for i := range b.cards {
		b.keyCard.Covered[i] = g.Covered(i)
	}
	b.keyCard.Refresh()

	team := g.Team()
	if g.Over() {
		team = g.Winner()
	}
	b.turnSwatch.FillColor = uiwidget.TeamColor(team)
	b.turnSwatch.Refresh()
	b.turnLabel.Text = b.teamText(team)
	b.turnLabel.Refresh()
	b.phaseLabel.SetText(b.phaseText())
	b.agentsLabel.SetText(b.tr.T("status.agents", map[string]any{
		"Red": b.tr.N("status.agentsLeft", g.AgentsLeft(game.Red), nil), "Blue": b.tr.N("status.agentsLeft", g.AgentsLeft(game.Blue), nil)}))
	b.numberLabel.SetText(b.tr.T("status.gameNumber", map[string]any{"Number": setup.Seed}))
	if show && !g.Over() { // shown or peeked: the toggle hides it
		b.keyButton.SetText(b.tr.T("key.hide", nil))
		b.keyButton.SetIcon(theme.VisibilityOffIcon())
	} else {
		b.keyButton.SetText(b.tr.T("key.show", nil))
		b.keyButton.SetIcon(theme.VisibilityIcon())
	}
	for _, btn := range []fyne.Disableable{b.keyButton, b.peekButton, b.qrButton} {
		if b.spy != nil { // the key lives in the spymaster window now
			btn.Disable()
		} else {
			btn.Enable()
		}
	}
	if len(g.Moves()) == 0 {
		b.undoButton.Disable()
	} else {
		b.undoButton.Enable()
	}
	b.refreshTimer()
	b.logLines = b.logText()
	b.refreshLook()
	b.messageLabel.SetText(b.message)
	b.fillActionBar()
	b.refreshSpymaster()
	b.trace()
}

// teamText names a team: "Red" / "Rot" / "Rood".
func (b *Board) teamText(t game.Team) string {
	if t == game.Blue {
		return b.tr.T("team.blue", nil)
	}
	return b.tr.T("team.red", nil)
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
func (b *Board) buildSide() fyne.CanvasObject {
	b.turnSwatch = canvas.NewRectangle(uiwidget.TeamColor(game.Red))
	b.turnSwatch.SetMinSize(fyne.NewSize(18, 18))
	b.turnSwatch.CornerRadius = 9
	b.turnLabel = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	b.turnLabel.TextSize = 20
	b.turnLabel.TextStyle.Bold = true
	b.phaseLabel = widget.NewLabel("")
	b.phaseLabel.Wrapping = fyne.TextWrapWord
	b.agentsLabel = widget.NewLabel("")
	b.agentsLabel.Wrapping = fyne.TextWrapWord
	b.timerLabel = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	b.timerLabel.TextSize = 28
	b.timerLabel.TextStyle.Bold = true
	b.pauseButton = widget.NewButtonWithIcon("", theme.MediaPauseIcon(), b.togglePause)
	b.keyCard = uiwidget.NewKeyCard()
	b.keyCard.HiddenText = b.tr.T("key.hidden", nil)
	b.numberLabel = widget.NewLabel("") // plain: an italic style would load a whole font set at start
	b.numberLabel.Importance = widget.LowImportance
	b.look.log = container.NewVBox() // wrapped lines: a result is never cut off
	b.look.logScroll = container.NewVScroll(b.look.log)
	status := container.NewVBox(
		container.NewHBox(container.NewCenter(b.turnSwatch), b.turnLabel, layout.NewSpacer(), b.timerLabel, b.pauseButton),
		b.phaseLabel, b.agentsLabel, b.numberLabel,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(b.tr.T("key.title", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.keyCard,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(b.tr.T("log.title", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
	)
	return container.NewBorder(status, nil, nil, nil, b.look.logScroll)
}

// buildToolbar makes the buttons above the board.
func (b *Board) buildToolbar() fyne.CanvasObject {
	b.keyButton = widget.NewButtonWithIcon("", theme.VisibilityIcon(), b.toggleKey)
	b.peekButton = uiwidget.NewPeekButton(b.tr.T("key.peek", nil), b.peek)
	b.qrButton = widget.NewButtonWithIcon(b.tr.T("qr.button", nil), theme.MailSendIcon(), b.askKeyQR)
	b.spyButton = widget.NewButtonWithIcon(b.tr.T("spy.open", nil), theme.ComputerIcon(), b.hooks.Spymaster)
	b.undoButton = widget.NewButtonWithIcon(b.tr.T("action.undo", nil), theme.ContentUndoIcon(), b.askUndo)
	return container.NewHBox(
		widget.NewButtonWithIcon(b.tr.T("action.newGame", nil), theme.ContentAddIcon(), b.hooks.NewGame),
		widget.NewButtonWithIcon(b.tr.T("action.rematch", nil), theme.MediaReplayIcon(), b.askRematch),
		b.undoButton,
		widget.NewSeparator(),
		b.keyButton, b.peekButton, b.qrButton,
		widget.NewSeparator(),
		b.spyButton,
		layout.NewSpacer(),
		// Rules and settings are icons only (and in the menu): German labels are long.
		widget.NewButtonWithIcon("", theme.HelpIcon(), func() { b.hooks.Rules("") }),
		widget.NewButtonWithIcon("", theme.SettingsIcon(), b.hooks.Settings),
	)
}

// refreshTimer shows the turn timer and its pause button while a timed
// turn runs.
func (b *Board) refreshTimer() {
	g := b.g
	b.timerLabel.Text = ""
	b.pauseButton.Hide()
	// While the saved game's question is open the timer does not run yet:
	// it shows once the players go on.
	if g.Setup().Variants.TurnTimer > 0 && !g.Over() && g.Phase() != game.PhaseCover && !b.resumeOffer {
		b.timerLabel.Text = fmt.Sprintf("%d:%02d", b.turnLeft/60, b.turnLeft%60)
		b.timerLabel.Color = theme.Color(theme.ColorNameForeground)
		if b.turnLeft <= 10 {
			b.timerLabel.Color = theme.Color(theme.ColorNameError) // the last seconds
		}
		b.pauseButton.Show()
		if b.paused {
			b.pauseButton.SetIcon(theme.MediaPlayIcon())
			b.timerLabel.Text += " ‖"
		} else {
			b.pauseButton.SetIcon(theme.MediaPauseIcon())
		}
	}
	b.timerLabel.Refresh()
}

// refreshSpymaster fills the spymasters' window from the game.
func (b *Board) refreshSpymaster() {
	if b.spy == nil {
		return
	}
	s := SpyState{Key: b.g.Setup().Key, Cols: b.g.Size().Cols(), Covered: b.keyCard.Covered,
		Labels: make([]string, len(b.cards)), Pictures: make([]fyne.Resource, len(b.cards)),
		Phase: b.g.Phase(), Text: b.phaseText(), Log: b.logLines,
		KeyShown: b.key.SecondVisible(b.g.Over()), OneDisplay: !b.secondary}
	for i, c := range b.cards {
		s.Labels[i], s.Pictures[i] = c.Text, c.Picture
	}
	b.spy.Refresh(s)
}
