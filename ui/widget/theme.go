package widget

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/decknamen/decknamen/assets"
)

// The themes a player can choose.
const (
	ThemeDark     = "dark"
	ThemeLight    = "light"
	ThemeContrast = "contrast"
)

var (
	fontRegular = fyne.NewStaticResource("AtkinsonHyperlegibleNext-Regular.ttf", assets.FontRegular)
	fontBold    = fyne.NewStaticResource("AtkinsonHyperlegibleNext-Bold.ttf", assets.FontBold)
)

// Theme is Fyne's default theme with the legible font, in the chosen
// variant: dark, light or high contrast.
type Theme struct {
	Mode  string     // ThemeDark, ThemeLight or ThemeContrast
	Scale *TextScale // the board window's scaled texts; nil: not scaled
}

// TextScale is how much larger than the theme's texts the board window
// draws its header (with the zoom and the board's width) and its side
// panel (with the panel's width: a 4K projector). The app's root makes
// one and gives it to every Theme it sets, so a theme switch keeps the
// sizes; the board's views change the factors and refresh their labels.
//
// The sizes are theme size names (SizeNameHeaderLine and the others), not
// a theme override: each refresh of a container.ThemeOverride starts a new
// font scope, in which Fyne loads every font again and keeps it, 20 MB a
// resize of the window.
type TextScale struct{ Header, Side float32 }

// The theme's scaled text sizes (see TextScale).
const (
	SizeNameHeaderLine fyne.ThemeSizeName = "decknamen-header-line" // heading text × Header
	SizeNameHeaderNote fyne.ThemeSizeName = "decknamen-header-note" // subheading text × Header
	SizeNameSideText   fyne.ThemeSizeName = "decknamen-side-text"   // text × Side
)

// CurrentTextScale is the TextScale of the app's theme, nil when the
// theme is not a Decknamen theme or has none.
func CurrentTextScale() *TextScale {
	if t, ok := fyne.CurrentApp().Settings().Theme().(Theme); ok {
		return t.Scale
	}
	return nil
}

func (t Theme) variant() fyne.ThemeVariant {
	if t.Mode == ThemeLight {
		return theme.VariantLight
	}
	return theme.VariantDark
}

// ColorNameBoard is the colour of the table under the cards: in the light
// theme a mid grey that both the light and the dark cards stand out from.
const ColorNameBoard fyne.ThemeColorName = "decknamen-board"

// BoardColor is the current theme's ColorNameBoard (its background when
// the theme is not a Decknamen theme).
func BoardColor() color.NRGBA {
	name := ColorNameBoard
	if _, ok := fyne.CurrentApp().Settings().Theme().(Theme); !ok {
		name = theme.ColorNameBackground
	}
	return color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
}

// Fyne's light and dark colours that fail WCAG AA (4.5:1) as text on the
// theme's backgrounds, or 3:1 as the outline of a control (the input
// border: unticked boxes, unchosen radio buttons, entries), replaced. Disabled is also the colour of grey
// secondary text (a label of low importance: the game number, help texts).
var (
	lightColors = map[fyne.ThemeColorName]color.Color{
		theme.ColorNameDisabled:    color.NRGBA{0x6b, 0x6b, 0x6b, 0xff},
		theme.ColorNamePlaceHolder: color.NRGBA{0x6b, 0x6b, 0x6b, 0xff},
		theme.ColorNameError:       color.NRGBA{0xc6, 0x28, 0x28, 0xff},
		theme.ColorNameWarning:     color.NRGBA{0x9a, 0x55, 0x00, 0xff},
		theme.ColorNameSuccess:     color.NRGBA{0x1e, 0x75, 0x1e, 0xff},
		theme.ColorNameForeground:  color.NRGBA{0x22, 0x22, 0x22, 0xff},
		theme.ColorNameHyperlink:   color.NRGBA{0x00, 0x55, 0xcc, 0xff},
		theme.ColorNamePrimary:     primary,
		theme.ColorNameInputBorder: color.NRGBA{0x76, 0x76, 0x76, 0xff},
		ColorNameBoard:             color.NRGBA{0x8f, 0x88, 0x7c, 0xff},
	}
	darkColors = map[fyne.ThemeColorName]color.Color{
		theme.ColorNameDisabled:    color.NRGBA{0x9a, 0x9a, 0x9a, 0xff},
		theme.ColorNameError:       color.NRGBA{0xff, 0x6b, 0x5e, 0xff},
		theme.ColorNameHyperlink:   color.NRGBA{0x7a, 0xb8, 0xff, 0xff},
		theme.ColorNamePrimary:     primary,
		theme.ColorNameInputBorder: color.NRGBA{0x8a, 0x8a, 0x8a, 0xff},
	}
	primary = color.NRGBA{0x00, 0x5f, 0xd8, 0xff} // white button text passes on it

)

// Color implements fyne.Theme.
func (t Theme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if n == ColorNameBoard && t.Mode != ThemeLight {
		n = theme.ColorNameBackground
	}
	switch t.Mode {
	case ThemeLight:
		if c, ok := lightColors[n]; ok {
			return c
		}
	case ThemeDark, "":
		if c, ok := darkColors[n]; ok {
			return c
		}
	}
	if t.Mode == ThemeContrast {
		switch n {
		case theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground:
			return color.Black
		case theme.ColorNameForeground, theme.ColorNameSeparator, theme.ColorNameInputBorder:
			return color.White
		case theme.ColorNameButton, theme.ColorNameInputBackground:
			return color.NRGBA{0x22, 0x22, 0x22, 0xff}
		case theme.ColorNamePrimary, theme.ColorNameFocus, theme.ColorNameSelection:
			return color.NRGBA{0xff, 0xd4, 0x00, 0xff}
		case theme.ColorNameForegroundOnPrimary:
			return color.Black
		case theme.ColorNameError:
			return color.NRGBA{0xff, 0x6b, 0x5e, 0xff}
		case theme.ColorNameHyperlink:
			return color.NRGBA{0x80, 0xc0, 0xff, 0xff}
		case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
			return color.NRGBA{0xbb, 0xbb, 0xbb, 0xff}
		}
	}
	return theme.DefaultTheme().Color(n, t.variant())
}

// Font implements fyne.Theme: Atkinson Hyperlegible Next, except monospace.
func (t Theme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return theme.DefaultTheme().Font(s)
	}
	if s.Bold {
		return fontBold
	}
	return fontRegular
}

// Icon implements fyne.Theme.
func (t Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size implements fyne.Theme; high contrast also means larger text.
func (t Theme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case SizeNameHeaderLine:
		return t.Size(theme.SizeNameHeadingText) * t.factor(func(s TextScale) float32 { return s.Header })
	case SizeNameHeaderNote:
		return t.Size(theme.SizeNameSubHeadingText) * t.factor(func(s TextScale) float32 { return s.Header })
	case SizeNameSideText:
		return t.Size(theme.SizeNameText) * t.factor(func(s TextScale) float32 { return s.Side })
	}
	s := theme.DefaultTheme().Size(n)
	if t.Mode == ThemeContrast && (n == theme.SizeNameText || n == theme.SizeNameSubHeadingText) {
		return s * 1.15
	}
	return s
}

// factor is one of the text scale's factors, 1 without a scale.
func (t Theme) factor(of func(TextScale) float32) float32 {
	if t.Scale == nil || of(*t.Scale) <= 0 {
		return 1
	}
	return of(*t.Scale)
}
