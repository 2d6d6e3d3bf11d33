package game

import "fmt"

// Team is one of the two teams, or NoTeam.
type Team int8

// The teams. NoTeam stands for "nobody", e.g. the winner of a running game.
const (
	NoTeam Team = iota
	Red
	Blue
)

// Other returns the opposing team (NoTeam for NoTeam).
func (t Team) Other() Team {
	switch t {
	case Red:
		return Blue
	case Blue:
		return Red
	}
	return NoTeam
}

// Valid reports whether t is Red or Blue.
func (t Team) Valid() bool { return t == Red || t == Blue }

// String returns "red", "blue" or "none".
func (t Team) String() string {
	switch t {
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return "none"
}

// MarshalText encodes the team as its name.
func (t Team) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText decodes a team name written by MarshalText.
func (t *Team) UnmarshalText(b []byte) error {
	switch string(b) {
	case "red":
		*t = Red
	case "blue":
		*t = Blue
	case "none":
		*t = NoTeam
	default:
		return fmt.Errorf("unknown team %q", b)
	}
	return nil
}

// Identity is the secret identity of a board position, as the key assigns it.
type Identity int8

// The identities a key assigns.
const (
	Bystander Identity = iota
	RedAgent
	BlueAgent
	Assassin
)

// AgentOf returns the agent identity of team t.
func AgentOf(t Team) Identity {
	if t == Blue {
		return BlueAgent
	}
	return RedAgent
}

// Team returns the team an agent works for, or NoTeam for a bystander or the assassin.
func (id Identity) Team() Team {
	switch id {
	case RedAgent:
		return Red
	case BlueAgent:
		return Blue
	}
	return NoTeam
}

// String returns a short stable name: "bystander", "red", "blue" or "assassin".
func (id Identity) String() string {
	switch id {
	case RedAgent:
		return "red"
	case BlueAgent:
		return "blue"
	case Assassin:
		return "assassin"
	case Bystander:
		return "bystander"
	}
	return fmt.Sprintf("identity(%d)", int8(id))
}

// MarshalText encodes the identity as its name.
func (id Identity) MarshalText() ([]byte, error) {
	if id < Bystander || id > Assassin {
		return nil, fmt.Errorf("invalid identity %d", int8(id))
	}
	return []byte(id.String()), nil
}

// UnmarshalText decodes an identity name written by MarshalText.
func (id *Identity) UnmarshalText(b []byte) error {
	switch string(b) {
	case "bystander":
		*id = Bystander
	case "red":
		*id = RedAgent
	case "blue":
		*id = BlueAgent
	case "assassin":
		*id = Assassin
	default:
		return fmt.Errorf("unknown identity %q", b)
	}
	return nil
}

// Key is the spymasters' key card: which team starts, and the identity of
// every board position in reading order (row by row).
type Key struct {
	Start      Team       `json:"start"`
	Identities []Identity `json:"identities"`
}

// Count returns how many positions have identity id.
func (k Key) Count(id Identity) int {
	n := 0
	for _, x := range k.Identities {
		if x == id {
			n++
		}
	}
	return n
}
