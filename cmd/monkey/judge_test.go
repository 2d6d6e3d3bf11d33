package main

import (
	"image"
	"image/color"
	"testing"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// st is a state of a running game with the peek button at 500,30 (80×36).
func st(f func(*state)) state {
	s := state{Moves: 3, Phase: 1, Team: "red", AutoHide: true, HideSeconds: 30, Peek: [4]float32{500, 30, 80, 36}}
	f(&s)
	return s
}

func TestTheBoardsKeyMayShowOnlyAfterAClickOrASecondK(t *testing.T) {
	for _, c := range []struct {
		e  event
		ok bool
	}{
		{event{kind: release}, true}, {event{kind: click}, true}, {event{kind: key, key: "k"}, true},
		{event{kind: key, key: "Return"}, false}, {event{kind: key, key: "Escape"}, false}, {event{kind: key, key: "space"}, false},
		{event{kind: typing, key: "Bank"}, true}, {event{kind: typing, key: "Meer"}, false}, {event{kind: spyClick}, false},
	} {
		var j judge
		j.observe(c.e, []state{st(func(s *state) { s.Shown, s.BoardKey, s.Ms = true, true, 1000 })})
		if ok, why := j.boardMayShow(2000, image.Point{}); ok != c.ok {
			t.Errorf("shown after %s: allowed %v (%s), want %v", c.e, ok, why, c.ok)
		}
	}
}

func TestTheBoardsKeyMayNotOutliveAMoveOrItsTimeout(t *testing.T) {
	var j judge
	j.observe(event{kind: click}, []state{st(func(s *state) { s.Shown, s.Ms = true, 1000 })})
	j.observe(event{kind: key, key: "Return"}, []state{st(func(s *state) { s.Shown, s.Moves = true, 4 })})
	if ok, _ := j.boardMayShow(2000, image.Point{}); ok {
		t.Fatal("a guess was played: the key must have hidden")
	}
	j = judge{}
	j.observe(event{kind: click}, []state{st(func(s *state) { s.Shown, s.Ms = true, 1000 })})
	if ok, _ := j.boardMayShow(1000+33_000, image.Point{}); ok {
		t.Fatal("33 s after a 30 s timeout the key must have hidden")
	}
	j.observe(event{kind: move}, []state{st(func(s *state) { s.Shown, s.SpyOpen = true, true })})
	if ok, _ := j.boardMayShow(1500, image.Point{}); ok {
		t.Fatal("the board never shows the key while the spymasters' window is open")
	}
}

func TestAPeekCountsOnlyWhileTheMouseIsHeldOnThePeekButton(t *testing.T) {
	var j judge
	peeking := []state{st(func(s *state) { s.Peeking, s.BoardKey = true, true })}
	j.last = peeking[0]
	j.pressing(image.Pt(510, 40), image.Point{})
	j.sent(event{kind: press, at: image.Pt(510, 40), to: image.Pt(510, 40)}, 1000)
	j.observe(event{kind: press}, peeking)
	if ok, why := j.boardMayShow(1200, image.Point{}); !ok {
		t.Fatalf("held on Peek: %s", why)
	}
	j.sent(event{kind: move, to: image.Pt(300, 300)}, 1300)
	if ok, _ := j.boardMayShow(1400, image.Point{}); ok {
		t.Fatal("the pointer left Peek: the key must hide")
	}
	j.sent(event{kind: release, to: image.Pt(300, 300)}, 1500)
	if ok, _ := j.boardMayShow(1600, image.Point{}); ok {
		t.Fatal("a stuck peek after the release is a leak")
	}
}

func TestTheSpymastersKeyMayShowOnlyAfterAClickThere(t *testing.T) {
	var j judge
	j.observe(event{kind: key, key: "Return"}, []state{st(func(s *state) { s.SpyOpen, s.SpyKey = true, true })})
	if ok, _ := j.spyMayShow(); ok {
		t.Fatal("Enter must not answer the spymasters' privacy screen")
	}
	j = judge{}
	j.observe(event{kind: spyClick}, []state{st(func(s *state) { s.SpyOpen, s.SpyKey = true, true })})
	if ok, why := j.spyMayShow(); !ok {
		t.Fatalf("a click answers it: %s", why)
	}
	j.observe(event{kind: spyClick}, []state{st(func(s *state) { s.SpyOpen = true })})
	if ok, _ := j.spyMayShow(); ok {
		t.Fatal("hidden again: no key")
	}
}

func TestTheKeysColoursAreFoundUnderADialogsShadeButPaperIsNot(t *testing.T) {
	tint := uiwidget.KeyTint(game.RedAgent)
	shaded := [3]uint8{uint8(float32(tint.R) * 0.533), uint8(float32(tint.G) * 0.533), uint8(float32(tint.B) * 0.533)}
	paper := uiwidget.PaperColor()
	for _, c := range []struct {
		p    [3]uint8
		want bool
	}{
		{[3]uint8{tint.R, tint.G, tint.B}, true}, {shaded, true},
		{[3]uint8{paper.R, paper.G, paper.B}, false}, {[3]uint8{130, 126, 117}, false}, {[3]uint8{20, 20, 20}, false},
	} {
		got := false
		for _, k := range boardTints {
			got = got || matches(c.p, k)
		}
		if got != c.want {
			t.Errorf("%v: %v, want %v", c.p, got, c.want)
		}
	}
}

func TestOnlyTheTopmostWindowOwnsAPixel(t *testing.T) {
	ws := []window{{id: "top", x: 0, y: 0, w: 10, h: 10}, {id: "below", x: 5, y: 0, w: 10, h: 10}}
	own := owners(image.Pt(20, 10), ws)
	if own[7] != 0 || own[12] != 1 || own[17] != -1 {
		t.Fatalf("owners %v", own[:20])
	}
	img := image.NewRGBA(image.Rect(0, 0, 20, 10))
	red := uiwidget.KeyTint(game.RedAgent)
	for x := range 20 {
		for y := range 10 {
			img.Set(x, y, color.NRGBA{red.R, red.G, red.B, 255})
		}
	}
	// Half of the lower window is under the top one: x 10–14 of 20; the
	// screen's top and bottom rows have no neighbour beyond the edge.
	if n := countColours(img, own, 1, ws[1], boardTints); n != 5*8 {
		t.Fatalf("the lower window shows %d pixels, want 40", n)
	}
}

// Anti-aliased text on a dialog has greys that equal a key tint under the
// shade, one pixel here and there; a card of the tint is a patch of it.
func TestOnlyPatchesOfTheKeysColoursCountNotStrayPixels(t *testing.T) {
	tint := uiwidget.KeyTint(game.BlueAgent)
	grey := color.NRGBA{uint8(float32(tint.R) * 0.533), uint8(float32(tint.G) * 0.533), uint8(float32(tint.B) * 0.533), 255}
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for x := 0; x < 200; x += 2 { // text edges: every other pixel, in lines
		for y := 0; y < 40; y++ {
			img.Set(x, y, grey)
		}
	}
	ws := []window{{id: "board", w: 200, h: 100}}
	own := owners(image.Pt(200, 100), ws)
	if n := countColours(img, own, 0, ws[0], boardTints); n != 0 {
		t.Fatalf("%d stray pixels (2000 of the shaded tint, none with a like neighbour all round) count", n)
	}
	for x := 50; x < 70; x++ { // a shaded card of 20×20
		for y := 60; y < 80; y++ {
			img.Set(x, y, grey)
		}
	}
	if n := countColours(img, own, 0, ws[0], boardTints); n != 18*18 {
		t.Fatalf("a 20×20 card of the shaded tint counts %d pixels, want %d", n, 18*18)
	}
}
