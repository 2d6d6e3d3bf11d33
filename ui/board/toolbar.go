package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// toolbarView is the row of buttons above the board.
type toolbarView struct {
	key  *widget.Button
	peek *uiwidget.PeekButton
	qr   *widget.Button
	spy  *widget.Button
	undo *widget.Button
}

// build makes the toolbar.
func (v *toolbarView) build(tr *translations.Translator, send func(any)) fyne.CanvasObject {
	t := func(id string) string { return tr.T(id, nil) }
	pushing := func(b button) func() { return func() { send(push{b}) } }
	v.key = widget.NewButtonWithIcon(t("key.show"), theme.VisibilityIcon(), pushing(btnKey))
	v.peek = uiwidget.NewPeekButton(t("key.peek"), func(held bool) { send(peek{held}) })
	v.qr = widget.NewButtonWithIcon(t("qr.button"), theme.MailSendIcon(), pushing(btnQR))
	v.spy = widget.NewButtonWithIcon(t("spy.open"), theme.ComputerIcon(), pushing(btnSpymaster))
	v.undo = widget.NewButtonWithIcon(t("action.undo"), theme.ContentUndoIcon(), pushing(btnUndo))
	return container.NewHBox(
		widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), pushing(btnNewGame)),
		widget.NewButtonWithIcon(t("action.rematch"), theme.MediaReplayIcon(), pushing(btnRematch)),
		v.undo,
		widget.NewSeparator(),
		v.key, v.peek, v.qr,
		widget.NewSeparator(),
		v.spy,
		layout.NewSpacer(),
		// Rules and settings are icons only (and in the menu): German labels are long.
		widget.NewButtonWithIcon("", theme.HelpIcon(), pushing(btnRules)),
		widget.NewButtonWithIcon("", theme.SettingsIcon(), pushing(btnSettings)),
	)
}

// draw enables what works now and labels the key's button.
func (v *toolbarView) draw(s Snapshot) {
	t := s.Tools
	v.key.SetText(t.KeyText)
	v.key.SetIcon(theme.VisibilityIcon())
	if t.KeyHides {
		v.key.SetIcon(theme.VisibilityOffIcon())
	}
	for _, b := range []fyne.Disableable{v.key, v.peek, v.qr} {
		enable(b, t.KeyTools) // on the spymasters' window while it is open
	}
	enable(v.undo, t.CanUndo)
	enable(v.spy, t.Spymaster)
	if !t.Peeking && v.peek.Held() {
		v.peek.Reset() // the peek ended without a release (its timeout): a new press peeks again
	}
}

// enable enables or disables b.
func enable(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
