package board

import (
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/ask"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// dialogView shows the snapshot's dialog: on the board window, or on the
// spymasters' window while that is open and the dialog is about the clue.
// Its buttons send the answer; it opens and closes only as the snapshot
// says.
type dialogView struct {
	board, spy fyne.Window
	send       func(any)
	shown      Dialog
	d          dialog.Dialog
}

// draw opens, keeps or closes the dialog.
func (v *dialogView) draw(s Snapshot) {
	want := s.Dialog
	if want.same(v.shown) {
		return
	}
	if v.d != nil {
		v.d.Hide()
		v.d = nil
	}
	v.shown = want
	if want.Kind == dlgNone {
		return
	}
	win := v.board
	if want.OnSpy && v.spy != nil {
		win = v.spy
	}
	v.d = v.make(want, win)
	v.d.Show()
}

// make builds the dialog d on win.
func (v *dialogView) make(d Dialog, win fyne.Window) dialog.Dialog {
	answer := func(c choice) func() { return func() { v.send(answer{c}) } }
	var body fyne.CanvasObject = ask.Text(d.Text)
	var buttons []fyne.CanvasObject
	size := fyne.NewSize(460, 220)
	switch d.Kind {
	case dlgPrivacy: // yes must be meant: a click (or a second K), never Enter
		msg := ask.Text(d.Text)
		msg.Alignment = fyne.TextAlignCenter
		body, size = msg, fyne.NewSize(480, 260)
		no := widget.NewButtonWithIcon(d.No, theme.CancelIcon(), answer(no))
		no.Importance = widget.HighImportance
		buttons = []fyne.CanvasObject{no, uiwidget.NewClickButton(d.Yes, theme.VisibilityIcon(), answer(yes))}
	case dlgClueCheck:
		size = fyne.NewSize(520, 300)
		buttons = []fyne.CanvasObject{widget.NewButton(d.No, answer(no)), widget.NewButton(d.Yes, answer(yes))}
		if d.Third != "" {
			buttons = append(buttons, widget.NewButton(d.Third, answer(third)))
		}
	case dlgShortcuts:
		var rows []fyne.CanvasObject
		for _, r := range d.Rows {
			rows = append(rows, widget.NewLabelWithStyle(r[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), ask.Text(r[1]))
		}
		body, size = container.New(layout.NewFormLayout(), rows...), fyne.NewSize(min(760, win.Canvas().Size().Width-40), 0)
	case dlgQR:
		body, size = v.qr(d)
	case dlgRoot:
		body, size = d.Root.content, d.Root.size
	}
	if len(buttons) == 0 {
		buttons = v.plainButtons(d, answer)
	}
	dl := dialog.NewCustomWithoutButtons(d.Title, body, win)
	dl.SetButtons(buttons)
	dl.Resize(size)
	return dl
}

// plainButtons are Cancel and a highlighted Yes, or a lone OK.
func (v *dialogView) plainButtons(d Dialog, answer func(choice) func()) []fyne.CanvasObject {
	yesButton := widget.NewButton(d.Yes, answer(yes))
	yesButton.Importance = widget.HighImportance
	if d.No == "" {
		return []fyne.CanvasObject{yesButton}
	}
	return []fyne.CanvasObject{widget.NewButton(d.No, answer(no)), yesButton}
}

// qr draws the key's QR code with whole-pixel modules, and its hint.
func (v *dialogView) qr(d Dialog) (fyne.CanvasObject, fyne.Size) {
	q, err := encodeKey(d.QR)
	if err != nil {
		return ask.Text(err.Error()), fyne.NewSize(460, 220)
	}
	png, err := q.PNG(-qrModule(q))
	if err != nil {
		return ask.Text(err.Error()), fyne.NewSize(460, 220)
	}
	side := float32(qrModule(q) * len(q.Bitmap()))
	img := canvas.NewImageFromResource(fyne.NewStaticResource("key-qr.png", png))
	img.FillMode, img.ScaleMode = canvas.ImageFillContain, canvas.ImageScalePixels
	img.SetMinSize(fyne.NewSquareSize(side))
	hint := ask.Text(d.Hint)
	hint.Alignment = fyne.TextAlignCenter
	return container.NewBorder(nil, hint, nil, nil, container.NewCenter(img)), fyne.NewSize(side+60, side+190)
}

// dialogButton finds the shown button labelled text under o, or nil.
func dialogButton(o fyne.CanvasObject, text string) *widget.Button {
	if !o.Visible() {
		return nil
	}
	switch w := o.(type) {
	case *widget.Button:
		if w.Text == text && !w.Disabled() {
			return w
		}
	case *fyne.Container:
		for _, c := range w.Objects {
			if b := dialogButton(c, text); b != nil {
				return b
			}
		}
	case *widget.PopUp: // a dialog: its buttons are in its content's containers
		return dialogButton(w.Content, text)
	default: // Fyne 2.8 wraps a pop-up in an overlay container of its own (internal, with an exported Content)
		if v := reflect.ValueOf(o); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
			if f := v.Elem().FieldByName("Content"); f.IsValid() && f.CanInterface() {
				if c, ok := f.Interface().(fyne.CanvasObject); ok && c != nil {
					return dialogButton(c, text)
				}
			}
		}
	}
	return nil
}

// same reports whether d and o are the same dialog (the view keeps an
// open dialog while the snapshot still shows it).
func (d Dialog) same(o Dialog) bool {
	return d.Kind == o.Kind && d.Title == o.Title && d.Text == o.Text && d.OnSpy == o.OnSpy && d.QR == o.QR && d.Root == o.Root
}
