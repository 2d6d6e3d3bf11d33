package widget

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

var _ fyne.Accessible = (*Button)(nil)

// Button is Fyne's button with its own renderer, which draws the label from
// the bold font alone where that has every character (SetBold). Fyne's
// button draws its label in the bold style, for which Fyne loads a whole
// font set (about 10 MB); even an empty label of Fyne's measures itself in
// that style. Fyne's button still handles the taps, keys, focus and
// hover; this one draws them as Fyne's does. Text and Icon are this
// button's own, so the embedded button stays empty.
type Button struct {
	widget.Button
	Text string
	Icon fyne.Resource

	hovered, focused bool
	tap              *fyne.Animation // the tap's ripple, while the button is drawn
}

// NewButton is a button showing label and icon (either may be empty) that
// calls tapped.
func NewButton(label string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{Text: label, Icon: icon}
	b.OnTapped = tapped
	b.ExtendBaseWidget(b)
	return b
}

// SetText shows label.
func (b *Button) SetText(label string) {
	b.Text = label
	b.Refresh()
}

// SetIcon shows icon.
func (b *Button) SetIcon(icon fyne.Resource) {
	b.Icon = icon
	b.Refresh()
}

// AccessibilityLabel is the label, else the icon's name.
func (b *Button) AccessibilityLabel() string {
	if b.Text != "" || b.Icon == nil {
		return b.Text
	}
	return b.Icon.Name()
}

// Tapped presses the button, with Fyne's ripple.
func (b *Button) Tapped(e *fyne.PointEvent) {
	if !b.Disabled() && b.tap != nil && fyne.CurrentApp().Settings().ShowAnimations() {
		b.tap.Stop()
		b.tap.Start()
	}
	b.Button.Tapped(e)
}

// TypedKey presses the button on Space, as Fyne's does.
func (b *Button) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		b.Tapped(nil)
	}
}

// MouseIn shows the hover.
func (b *Button) MouseIn(e *desktop.MouseEvent) {
	b.hovered = true
	b.Button.MouseIn(e)
}

// MouseOut ends the hover.
func (b *Button) MouseOut() {
	b.hovered = false
	b.Button.MouseOut()
}

// FocusGained shows the focus.
func (b *Button) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

// FocusLost ends the focus.
func (b *Button) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

// CreateRenderer implements fyne.Widget.
func (b *Button) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &buttonRenderer{b: b, background: canvas.NewRectangle(color.Transparent),
		tapBG: canvas.NewRectangle(color.Transparent), text: canvas.NewText("", nil),
		icon: canvas.NewImageFromResource(nil)}
	r.icon.FillMode = canvas.ImageFillContain
	r.objs = []fyne.CanvasObject{r.background, r.tapBG, r.icon, r.text}
	b.tap = r.ripple()
	r.update()
	return r
}

type buttonRenderer struct {
	b                 *Button
	background, tapBG *canvas.Rectangle
	text              *canvas.Text
	icon              *canvas.Image
	objs              []fyne.CanvasObject
	animating         bool
}

// ripple is Fyne's tap animation: the pressed colour grows from the middle
// and fades.
func (r *buttonRenderer) ripple() *fyne.Animation {
	a := fyne.NewAnimation(canvas.DurationStandard, func(done float32) {
		r.animating = done < 1
		size := r.b.Size()
		mid := size.Width / 2
		r.tapBG.Resize(fyne.NewSize(mid*done*2, size.Height))
		r.tapBG.Move(fyne.NewPos(mid-mid*done, 0))
		c := color.NRGBAModel.Convert(r.b.Theme().Color(theme.ColorNamePressed, fyne.CurrentApp().Settings().ThemeVariant())).(color.NRGBA)
		c.A -= uint8(float32(c.A) * done)
		r.tapBG.FillColor = c
		canvas.Refresh(r.tapBG)
	})
	a.Curve = fyne.AnimationEaseOut
	return a
}

// colorNames are the label's, the background's and the blended-in colour's
// names, as Fyne's button chooses them.
func (r *buttonRenderer) colorNames() (fg, bg, blend fyne.ThemeColorName) {
	b := r.b
	fg = theme.ColorNameForeground
	switch {
	case b.Disabled():
		fg = theme.ColorNameDisabled
		if b.Importance != widget.LowImportance {
			bg = theme.ColorNameDisabledButton
		}
	case b.focused:
		blend = theme.ColorNameFocus
	case b.hovered:
		blend = theme.ColorNameHover
	}
	if bg != "" {
		return fg, bg, blend
	}
	switch b.Importance {
	case widget.DangerImportance:
		fg, bg = theme.ColorNameForegroundOnError, theme.ColorNameError
	case widget.HighImportance:
		fg, bg = theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary
	case widget.LowImportance:
		if blend != "" {
			bg = theme.ColorNameButton
		}
	case widget.SuccessImportance:
		fg, bg = theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess
	case widget.WarningImportance:
		fg, bg = theme.ColorNameForegroundOnWarning, theme.ColorNameWarning
	default:
		bg = theme.ColorNameButton
	}
	return fg, bg, blend
}

// update shows the label and icon in the colours of the button's state.
func (r *buttonRenderer) update() {
	th, v := r.b.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	fg, bg, blend := r.colorNames()
	fill := color.Color(color.Transparent)
	if bg != "" {
		fill = th.Color(bg, v)
	}
	if blend != "" {
		fill = over(fill, th.Color(blend, v))
	}
	r.background.FillColor, r.background.CornerRadius = fill, th.Size(theme.SizeNameButtonRadius)
	SetBold(r.text, r.b.Text)
	r.text.TextSize, r.text.Color = th.Size(theme.SizeNameText), th.Color(fg, v)
	r.text.Hidden = r.b.Text == ""
	icon := r.b.Icon
	if icon != nil {
		if r.b.Disabled() {
			icon = theme.NewDisabledResource(icon)
		} else if r.b.Importance != widget.MediumImportance && r.b.Importance != widget.LowImportance {
			if res, ok := icon.(fyne.ThemedResource); ok && res.ThemeColorName() != fg {
				icon = theme.NewColoredResource(icon, fg)
			}
		}
	}
	r.icon.Resource, r.icon.Hidden = icon, icon == nil
}

// over lays colour c over under (alpha-premultiplied "over").
func over(under, c color.Color) color.Color {
	ur, ug, ub, ua := under.RGBA()
	cr, cg, cb, ca := c.RGBA()
	mix := func(src, dst uint32) uint16 { return uint16(src + dst*(0xffff-ca)/0xffff) }
	return color.RGBA64{R: mix(cr, ur), G: mix(cg, ug), B: mix(cb, ub), A: mix(ca, ua)}
}

func (r *buttonRenderer) iconSize() float32 { return r.b.Theme().Size(theme.SizeNameInlineIcon) }

// content is the size of the icon and label side by side; it is at least
// an icon high, as Fyne's button.
func (r *buttonRenderer) content() fyne.Size {
	var s fyne.Size
	if r.b.Text != "" {
		s = r.text.MinSize()
	}
	if r.b.Icon != nil {
		if r.b.Text != "" {
			s.Width += r.b.Theme().Size(theme.SizeNamePadding)
		}
		s.Width += r.iconSize()
	}
	s.Height = max(s.Height, r.iconSize())
	return s
}

func (r *buttonRenderer) MinSize() fyne.Size {
	pad := r.b.Theme().Size(theme.SizeNameInnerPadding) * 2
	return r.content().Add(fyne.NewSquareSize(pad))
}

func (r *buttonRenderer) Layout(size fyne.Size) {
	r.background.Resize(size)
	if !r.animating {
		r.tapBG.Resize(size)
	}
	c := r.content()
	x, y := (size.Width-c.Width)/2, (size.Height-c.Height)/2
	switch r.b.Alignment {
	case widget.ButtonAlignLeading:
		x = r.b.Theme().Size(theme.SizeNameInnerPadding)
	case widget.ButtonAlignTrailing:
		x = size.Width - c.Width - r.b.Theme().Size(theme.SizeNameInnerPadding)
	}
	if r.b.Icon != nil {
		is := r.iconSize()
		r.icon.Move(fyne.NewPos(x, y+(c.Height-is)/2))
		r.icon.Resize(fyne.NewSquareSize(is))
		x += is + r.b.Theme().Size(theme.SizeNamePadding)
	}
	ts := r.text.MinSize()
	r.text.Move(fyne.NewPos(x, y+(c.Height-ts.Height)/2))
	r.text.Resize(ts)
}

func (r *buttonRenderer) Refresh() {
	r.update()
	r.Layout(r.b.Size())
	for _, o := range r.objs {
		o.Refresh()
	}
}

func (r *buttonRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *buttonRenderer) Destroy() { r.b.tap.Stop() }
