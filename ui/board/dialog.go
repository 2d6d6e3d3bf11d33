package board

import (
	"strings"

	"github.com/decknamen/decknamen/ui/internal/errtext"
)

// dialogKind is which dialog is open over the board (or on the
// spymasters' window).
type dialogKind int

// The dialogs.
const (
	dlgNone      dialogKind = iota
	dlgQuestion             // a yes/no question
	dlgPrivacy              // "guessers, look away": only a click or a second K says yes
	dlgClueCheck            // the clue checker's warnings: change, allowed, penalty
	dlgShortcuts            // the list of keyboard shortcuts
	dlgQR                   // the key as a QR code
	dlgInfo                 // a message with OK
	dlgRoot                 // a question of the root's, with its own content
)

// Dialog is the open dialog as the snapshot says it.
type Dialog struct {
	Kind           dialogKind
	Title, Text    string
	Yes, No, Third string // button labels; "" when the dialog has no such button
	OnSpy          bool   // it opens on the spymasters' window
	Rows           [][2]string
	QR             string // the text the QR code holds
	Hint           string
	Root           *rootQuestion
}

// dialogOf says the open dialog in the player's language.
func dialogOf(x texts, mv modeView) Dialog {
	ok, cancel := x.t("action.ok", nil), x.t("action.cancel", nil)
	o := mv.open
	switch mv.dialog {
	case dlgQuestion:
		return question(x, o)
	case dlgPrivacy:
		return Dialog{Kind: dlgPrivacy, Title: x.t("key.privacyTitle", nil), Text: joinLines(x.t("key.privacyText", nil), "", x.t("key.privacyKeys", nil)),
			Yes: x.t("key.showNow", nil), No: cancel}
	case dlgClueCheck:
		lines := []string{x.t("clue.warningIntro", map[string]any{"Clue": o.clue.Word})}
		for _, w := range o.warnings {
			lines = append(lines, "• "+x.t("clueWarning."+w.Kind.String(), map[string]any{"Word": w.Word}))
		}
		outro := "clue.warningOutro"
		if x.g.Setup().Variants.CoOp { // no other spymaster to ask
			outro = "clue.warningOutroCoOp"
		}
		d := Dialog{Kind: dlgClueCheck, Title: x.t("clue.warningTitle", nil), Text: joinLines(append(lines, "", x.t(outro, nil))...),
			No: x.t("clue.change", nil), Yes: x.t("clue.allowed", nil), OnSpy: o.onSpy}
		if x.g.Setup().Variants.Penalty {
			d.Third = x.t("clue.penalty", nil)
		}
		return d
	case dlgShortcuts:
		return Dialog{Kind: dlgShortcuts, Title: x.t("keys.title", nil), Rows: shortcutRows(x), Yes: ok}
	case dlgQR:
		d := Dialog{Kind: dlgQR, Title: x.t("qr.title", nil), Hint: x.t("qr.hint", nil), Yes: ok, OnSpy: o.onSpy}
		if q, err := keyCode(x); err == nil {
			d.QR = q.Content
		} else {
			d.Kind, d.Text = dlgInfo, errtext.Text(x.tr, err, nil)
		}
		return d
	case dlgInfo:
		return Dialog{Kind: dlgInfo, Title: x.t("clue.label", nil), Text: x.t("clue.empty", nil), Yes: ok, OnSpy: o.onSpy}
	case dlgRoot:
		return Dialog{Kind: dlgRoot, Title: o.root.title, Yes: o.root.yes, No: o.root.no, Root: o.root}
	}
	return Dialog{}
}

// question is a yes/no question about an action.
func question(x texts, o pending) Dialog {
	cancel := x.t("action.cancel", nil)
	switch o.action {
	case actUndo:
		d := Dialog{Kind: dlgQuestion, Title: x.t("undo.title", nil), Yes: x.t("action.undo", nil), No: cancel}
		if o.card >= 0 {
			d.Text = x.t("undo.text", map[string]any{"Card": x.card(o.card)})
		}
		if x.g.Over() { // the whole key has been on show
			d.Text = strings.TrimSpace(joinLines(d.Text, x.t("undo.overText", nil)))
		}
		return d
	case actRematch:
		return Dialog{Kind: dlgQuestion, Title: x.t("rematch.title", nil), Text: x.t("rematch.text", nil), Yes: x.t("rematch.yes", nil), No: cancel}
	case actGuess:
		return Dialog{Kind: dlgQuestion, Title: x.t("guess.confirmTitle", nil), Text: x.t("guess.confirmText", map[string]any{"Card": x.card(o.card)}),
			Yes: x.t("guess.confirmYes", nil), No: cancel}
	case actPenalty:
		return Dialog{Kind: dlgQuestion, Title: x.t("guess.penalty", nil), Text: x.t("guess.penaltyText", nil), Yes: x.t("guess.penaltyYes", nil), No: cancel}
	}
	return Dialog{}
}

// shortcutRows lists every keyboard shortcut with what it does.
func shortcutRows(x texts) [][2]string {
	var rows [][2]string
	for _, s := range []struct{ keys, id string }{
		{x.t("keys.arrowKeys", nil), "keys.arrows"}, {"Enter", "keys.enter"}, {"C", "keys.clue"}, {"S", "keys.stop"}, {"K", "keys.keyTwice"},
		{"P", "keys.pause"}, {Ctrl(x.tr, "Z"), "action.undo"}, {Ctrl(x.tr, "N"), "action.newGame"},
		{Ctrl(x.tr, "+") + " / " + Ctrl(x.tr, "−") + " / " + Ctrl(x.tr, "0"), "keys.zoom"},
		{"F11", "keys.fullscreen"}, {"Esc", "keys.escape"}, {"F1", "keys.help"},
	} {
		rows = append(rows, [2]string{s.keys, x.t(s.id, nil)})
	}
	return rows
}

// joinLines joins a dialog's lines.
func joinLines(lines ...string) string { return strings.Join(lines, "\n") }
