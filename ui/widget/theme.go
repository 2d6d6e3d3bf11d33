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
	Mode string // ThemeDark, ThemeLight or ThemeContrast
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
	s := theme.DefaultTheme().Size(n)
	if t.Mode == ThemeContrast && (n == theme.SizeNameText || n == theme.SizeNameSubHeadingText) {
		return s * 1.15
	}
	return s
}
