package game

import "testing"

func TestStartingTeamGivesTheFirstClue(t *testing.T) {
	g := play(t, Variants{})
	expectTurn(t, g, Red, PhaseClue)
	s := fixedSetup(Variants{})
	s.Key.Start = Blue
	for i, id := range s.Key.Identities { // blue now has the double agent
		switch id {
		case RedAgent:
			s.Key.Identities[i] = BlueAgent
		case BlueAgent:
			s.Key.Identities[i] = RedAgent
		}
	}
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	expectTurn(t, g, Blue, PhaseClue)
}

func TestClueWithNumberNAllowsNPlusOneGuesses(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2))
	if g.GuessLimit() != 3 || g.GuessesLeft() != 3 {
		t.Fatalf("limit %d left %d, want 3 and 3", g.GuessLimit(), g.GuessesLeft())
	}
	must(t, g, Guess{r0}, Guess{r1})
	if g.GuessesLeft() != 1 {
		t.Fatalf("after two guesses %d left, want 1", g.GuessesLeft())
	}
	must(t, g, Guess{r2})
	expectTurn(t, g, Blue, PhaseClue) // the third correct guess used the limit up
}

func TestClueZeroAllowsUnlimitedGuesses(t *testing.T) {
	g := play(t, Variants{}, clue("Drogen", 0))
	if g.GuessLimit() != Unlimited {
		t.Fatalf("limit %d, want unlimited", g.GuessLimit())
	}
	must(t, g, Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3}, Guess{r4})
	expectTurn(t, g, Red, PhaseGuess)
}

func TestClueUnlimitedAllowsUnlimitedGuesses(t *testing.T) {
	g := play(t, Variants{}, clue("Drogen", Unlimited), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3})
	if g.GuessesLeft() != Unlimited {
		t.Fatalf("guesses left %d, want unlimited", g.GuessesLeft())
	}
	expectTurn(t, g, Red, PhaseGuess)
}

func TestClueNeedsAWordAndANumberFromZeroUp(t *testing.T) {
	g := play(t, Variants{})
	for _, c := range []GiveClue{{"", 1}, {"   ", 1}, {"Tier", -2}, {"Tier", 26}, {string([]byte{0xff}), 1}, {string(make([]rune, MaxClueLength+1)), 1}} {
		refuse(t, g, c, ErrBadClue)
	}
	must(t, g, GiveClue{"  Tier  ", 25})
	if c, ok := g.Clue(); !ok || c.Word != "Tier" {
		t.Fatalf("clue %q, want the trimmed word", c.Word)
	}
}

func TestGuessersMustMakeAtLeastOneGuess(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 1))
	if g.CanStop() {
		t.Fatal("CanStop before the first guess")
	}
	refuse(t, g, Stop{}, ErrMustGuessFirst)
	must(t, g, Guess{r0})
	if !g.CanStop() {
		t.Fatal("cannot stop after a correct guess")
	}
}

func TestOwnAgentLetsTheTeamGuessAgain(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{r0})
	expectTurn(t, g, Red, PhaseGuess)
	if !g.Covered(r0) || g.AgentsLeft(Red) != 8 {
		t.Fatal("the red agent was not covered")
	}
}

func TestBystanderEndsTheTurn(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{y0})
	expectTurn(t, g, Blue, PhaseClue)
}

func TestOpponentAgentEndsTheTurnAndHelpsTheOpponent(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{b0})
	expectTurn(t, g, Blue, PhaseClue)
	if g.AgentsLeft(Blue) != 7 {
		t.Fatalf("blue has %d agents left, want 7", g.AgentsLeft(Blue))
	}
}

func TestRevealingTheAssassinLosesAtOnce(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{assassin})
	expectWinner(t, g, Blue, AssassinRevealed)
}

func TestStopEndsTheTurn(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{r0}, Stop{})
	expectTurn(t, g, Blue, PhaseClue)
}

func TestTeamWinsTheMomentItsLastAgentIsCovered(t *testing.T) {
	g := play(t, Variants{}, clue("Alles", Unlimited), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3},
		Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{r8})
	expectWinner(t, g, Red, AllAgentsFound)
}

func TestTeamWinsWhenTheOtherTeamRevealsItsLastAgent(t *testing.T) {
	g := play(t, Variants{}, clue("a", 0), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3}, Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{b0},
		clue("b", 0), Guess{r8})
	expectWinner(t, g, Red, AllAgentsFound)
}

func TestNoMoveIsAcceptedAfterTheEnd(t *testing.T) {
	g := play(t, Variants{Penalty: true, TurnTimer: 60}, clue("Tier", 2), Guess{assassin})
	for _, m := range []Move{clue("x", 1), Guess{r0}, Stop{}, Penalty{}, Cover{r0}, TimeOut{}} {
		refuse(t, g, m, ErrGameOver)
	}
}

func TestMovesOutOfPhaseAreRefused(t *testing.T) {
	g := play(t, Variants{Penalty: true})
	refuse(t, g, Guess{r0}, ErrWrongPhase)
	refuse(t, g, Stop{}, ErrWrongPhase)
	refuse(t, g, Penalty{}, ErrWrongPhase)
	refuse(t, g, Cover{r0}, ErrWrongPhase)
	must(t, g, clue("Tier", 1))
	refuse(t, g, clue("Tier", 1), ErrWrongPhase)
	refuse(t, g, Guess{-1}, ErrNoSuchCard)
	refuse(t, g, Guess{25}, ErrNoSuchCard)
	must(t, g, Guess{r0})
	refuse(t, g, Guess{r0}, ErrCardCovered)
	refuse(t, g, nil, ErrUnknownMove)
	refuse(t, g, &Guess{r1}, ErrUnknownMove)
}

// The Undercover rule book's worked example of the plus-one rule: red's
// clue "Allerwertester: 2" ends on a bystander; later "Gesöff: 3" finds
// three red words, one of them from the earlier clue, and red may still
// make a fourth guess.
func TestUndercoverExample_AllerwertesterThenGesoeffWithAFourthGuess(t *testing.T) {
	g := play(t, Variants{},
		clue("Allerwertester", 2), Guess{y0}, // SCHINKEN: a bystander
		clue("Blau", 2), Guess{b0}, Guess{b1}, Stop{}, // blue finds two
		clue("Gesöff", 3), Guess{r0}, Guess{r1}, Guess{r2}) // WHISKY, WODKA, HINTERN
	expectTurn(t, g, Red, PhaseGuess)
	if g.GuessesLeft() != 1 {
		t.Fatalf("%d guesses left, want exactly one more", g.GuessesLeft())
	}
	must(t, g, Guess{r3})
	expectTurn(t, g, Blue, PhaseClue)
}

func TestModifiedPlusOne_NoExtraGuessWithoutUnguessedEarlierCards(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true}, clue("Meer", 2), Guess{r0}, Guess{r1})
	expectTurn(t, g, Blue, PhaseClue)
}

func TestModifiedPlusOne_ExtraGuessWhileEarlierClueWasStoppedShort(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true},
		clue("Meer", 3), Guess{r0}, Stop{}, // two cards of "Meer" left unguessed
		clue("b", 1), Guess{b0})
	if g.Backlog(Red) != 2 {
		t.Fatalf("backlog %d, want 2", g.Backlog(Red))
	}
	must(t, g, clue("Wald", 1))
	if g.GuessLimit() != 2 {
		t.Fatalf("limit %d, want 1 plus the extra guess", g.GuessLimit())
	}
	must(t, g, Guess{r1}, Guess{r2}) // the extra guess goes to "Meer"
	expectTurn(t, g, Blue, PhaseClue)
	if g.Backlog(Red) != 1 {
		t.Fatalf("backlog %d after the extra guess, want 1", g.Backlog(Red))
	}
}

func TestModifiedPlusOne_NoExtraGuessOnceEarlierCluesAreUsedUp(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true},
		clue("Meer", 2), Guess{r0}, Stop{}, // one owed
		clue("b", 1), Guess{b0},
		clue("Wald", 1), Guess{r1}, Guess{r2}, // extra guess used: nothing owed
		clue("b", 1), Guess{b1},
		clue("Berg", 1), Guess{r3})
	expectTurn(t, g, Blue, PhaseClue)
	if g.Backlog(Red) != 0 || g.Backlog(NoTeam) != 0 {
		t.Fatalf("backlog %d, want 0", g.Backlog(Red))
	}
}

func TestModifiedPlusOne_AMissedExtraGuessLeavesTheDebt(t *testing.T) {
	for name, miss := range map[string]int{"bystander": y0, "other team's agent": b1} {
		g := play(t, Variants{ModifiedPlusOne: true},
			clue("Meer", 3), Guess{r0}, Stop{}, // two cards of "Meer" left unguessed
			clue("b", 1), Guess{b0},
			clue("Wald", 1), Guess{r1}, Guess{miss}) // the extra guess misses
		expectTurn(t, g, Blue, PhaseClue)
		if g.Backlog(Red) != 2 {
			t.Fatalf("%s: backlog %d after a missed extra guess, want still 2", name, g.Backlog(Red))
		}
		// The debt still earns the extra guess on the next clue.
		must(t, g, clue("b", 1), Guess{b2}, clue("Berg", 1))
		if g.GuessLimit() != 2 {
			t.Fatalf("%s: limit %d, want 1 plus the extra guess", name, g.GuessLimit())
		}
	}
}

func TestModifiedPlusOne_OnlyAFoundOwnAgentPaysOffTheDebt(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true},
		clue("Meer", 2), Guess{r0}, Stop{}, // one card owed
		clue("b", 1), Guess{b0},
		clue("Wald", 1), Guess{r1})
	if g.Backlog(Red) != 1 || g.GuessesLeft() != 1 {
		t.Fatalf("backlog %d, %d guesses left; want 1 and the extra guess", g.Backlog(Red), g.GuessesLeft())
	}
	must(t, g, Guess{r2}) // the extra guess finds an own agent: the debt is paid
	expectTurn(t, g, Blue, PhaseClue)
	if g.Backlog(Red) != 0 {
		t.Fatalf("backlog %d after a found extra guess, want 0", g.Backlog(Red))
	}
}

func TestModifiedPlusOne_AMissDoesNotEarnAnExtraGuess(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true}, clue("Meer", 3), Guess{y0})
	if g.Backlog(Red) != 0 {
		t.Fatalf("backlog %d after a miss, want 0 (only stopping early earns it)", g.Backlog(Red))
	}
}

func TestModifiedPlusOne_TheExtraGuessObeysTheNormalOutcomes(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true},
		clue("Meer", 2), Guess{r0}, Stop{},
		clue("b", 1), Guess{b0},
		clue("Wald", 1), Guess{r1}, Guess{assassin})
	expectWinner(t, g, Blue, AssassinRevealed)
}

func TestAssassinEnd_FindingAllOwnAgentsDoesNotEndTheGame(t *testing.T) {
	g := play(t, Variants{AssassinEnd: true}, clue("Alles", Unlimited), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3},
		Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{r8})
	expectTurn(t, g, Red, PhaseGuess)
}

func TestAssassinEnd_RevealingTheAssassinAfterAllOwnAgentsWins(t *testing.T) {
	g := play(t, Variants{AssassinEnd: true}, clue("Alles", Unlimited), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3},
		Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{r8}, Guess{assassin})
	expectWinner(t, g, Red, AssassinAfterAgents)
}

func TestAssassinEnd_EarlyAssassinMeansSuddenDeath(t *testing.T) {
	g := play(t, Variants{AssassinEnd: true}, clue("Tier", 1), Guess{assassin})
	expectTurn(t, g, Red, PhaseGuess)
	if !g.SuddenDeath() || g.GuessesLeft() != Unlimited {
		t.Fatal("not in sudden death with the clue's number ignored")
	}
	refuse(t, g, Stop{}, ErrSuddenDeath)
	must(t, g, Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3}, Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7})
	expectTurn(t, g, Red, PhaseGuess)
	must(t, g, Guess{r8})
	expectWinner(t, g, Red, SuddenDeathWon)
}

func TestAssassinEnd_AnyOtherCardInSuddenDeathLoses(t *testing.T) {
	for _, card := range []int{y0, b0} {
		g := play(t, Variants{AssassinEnd: true}, clue("Tier", 1), Guess{assassin}, Guess{r0}, Guess{card})
		expectWinner(t, g, Blue, SuddenDeathLost)
	}
}

func TestAssassinEnd_TheOtherTeamRevealingYourLastAgentDoesNotWin(t *testing.T) {
	g := play(t, Variants{AssassinEnd: true}, clue("a", 0), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3}, Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{b0},
		clue("b", 0), Guess{r8})
	expectTurn(t, g, Red, PhaseClue)
	if g.AgentsLeft(Red) != 0 {
		t.Fatal("red should have no agents left")
	}
}

func TestCoOp_TheSpymasterCoversOneAgentOnEachOfTheOtherTeamsTurns(t *testing.T) {
	g := play(t, Variants{CoOp: true}, clue("Tier", 1), Guess{r0}, Stop{})
	expectTurn(t, g, Blue, PhaseCover)
	if g.PlayerTeam() != Red || g.PendingCovers() != 1 {
		t.Fatalf("player team %v, pending %d", g.PlayerTeam(), g.PendingCovers())
	}
	refuse(t, g, Cover{r1}, ErrNotOwnAgent)
	refuse(t, g, Cover{y0}, ErrNotOwnAgent)
	refuse(t, g, clue("x", 1), ErrWrongPhase)
	must(t, g, Cover{b0})
	expectTurn(t, g, Red, PhaseClue)
}

func TestCoOp_ScoreIsTheOtherTeamsAgentsLeft(t *testing.T) {
	g := play(t, Variants{CoOp: true},
		clue("a", 4), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3}, Guess{r4}, // limit used
		Cover{b0},
		clue("b", 4), Guess{r5}, Guess{b1}, // wrong: ends the turn
		Cover{b2},
		clue("c", 3), Guess{r6}, Guess{r7}, Guess{r8})
	expectWinner(t, g, Red, AllAgentsFound)
	if g.Score() != 5 || g.Rating() != 5 {
		t.Fatalf("score %d rating %d, want 5 and 5", g.Score(), g.Rating())
	}
}

func TestCoOp_RatingScaleRunsFromOneToSeven(t *testing.T) {
	g := play(t, Variants{CoOp: true}, clue("Alles", Unlimited), Guess{r0}, Guess{r1}, Guess{r2}, Guess{r3},
		Guess{r4}, Guess{r5}, Guess{r6}, Guess{r7}, Guess{r8})
	if g.Score() != 8 || g.Rating() != 7 {
		t.Fatalf("score %d rating %d, want 8 rated 7", g.Score(), g.Rating())
	}
}

func TestCoOp_TheAssassinEndsTheGameWithNoScore(t *testing.T) {
	g := play(t, Variants{CoOp: true}, clue("Tier", 2), Guess{r0}, Guess{assassin})
	expectWinner(t, g, Blue, AssassinRevealed)
	if g.Score() != 0 || g.Rating() != 0 {
		t.Fatalf("score %d after the assassin, want 0", g.Score())
	}
}

func TestCoOp_PlayersLoseWhenTheOtherTeamsAgentsAreAllCovered(t *testing.T) {
	moves := []Move{}
	for i := range 8 {
		moves = append(moves, clue("x", 1), Guess{y0 + i%7}, Cover{b0 + i})
		if i == 6 {
			break
		}
	}
	// seven bystanders are gone, seven blue agents covered; one blue agent left
	g := play(t, Variants{CoOp: true}, moves...)
	must(t, g, clue("x", 1), Guess{b7})
	expectWinner(t, g, Blue, AllAgentsFound)
	if g.Score() != 0 {
		t.Fatalf("score %d after a loss", g.Score())
	}
}

func TestCoOpCannotBeCombinedWithTheAssassinEnd(t *testing.T) {
	if _, err := New(fixedSetup(Variants{CoOp: true, AssassinEnd: true})); err == nil {
		t.Fatal("co-op with assassin end accepted")
	}
}

func TestPenalty_EndsTheTurnAndTheOtherSpymasterCoversOneOwnAgent(t *testing.T) {
	g := play(t, Variants{Penalty: true}, clue("Hand", 2), Penalty{})
	expectTurn(t, g, Blue, PhaseCover)
	refuse(t, g, Cover{r0}, ErrNotOwnAgent)
	must(t, g, Cover{b3})
	expectTurn(t, g, Blue, PhaseClue)
	if g.AgentsLeft(Blue) != 7 {
		t.Fatalf("blue has %d agents left, want 7", g.AgentsLeft(Blue))
	}
}

func TestPenalty_CanAlsoFollowSomeGuesses(t *testing.T) {
	g := play(t, Variants{Penalty: true}, clue("Hand", 2), Guess{r0}, Penalty{})
	expectTurn(t, g, Blue, PhaseCover)
}

func TestPenalty_IsOnlyInForceWhenChosen(t *testing.T) {
	g := play(t, Variants{}, clue("Hand", 2))
	refuse(t, g, Penalty{}, ErrVariantOff)
}

func TestPenalty_CoveringTheLastOwnAgentWins(t *testing.T) {
	g := play(t, Variants{Penalty: true}, clue("a", 0), Guess{b0}, clue("b", 0), Guess{b1}, Guess{b2}, Guess{b3}, Guess{b4}, Guess{b5}, Guess{b6}, Guess{y0},
		clue("c", 1), Penalty{}, Cover{b7})
	expectWinner(t, g, Blue, AllAgentsFound)
}

func TestPenalty_InCoOpTheOtherTeamCoversTwo(t *testing.T) {
	g := play(t, Variants{Penalty: true, CoOp: true}, clue("Hand", 2), Penalty{})
	if g.PendingCovers() != 2 {
		t.Fatalf("pending covers %d, want 2 (penalty and its turn)", g.PendingCovers())
	}
	must(t, g, Cover{b0})
	expectTurn(t, g, Blue, PhaseCover)
	must(t, g, Cover{b1})
	expectTurn(t, g, Red, PhaseClue)
}

func TestPenalty_NotInSuddenDeath(t *testing.T) {
	g := play(t, Variants{Penalty: true, AssassinEnd: true}, clue("Hand", 2), Guess{assassin})
	refuse(t, g, Penalty{}, ErrSuddenDeath)
}

func TestTimeOut_EndsTheTurnEvenBeforeTheFirstGuess(t *testing.T) {
	g := play(t, Variants{TurnTimer: 60}, clue("Tier", 2), TimeOut{})
	expectTurn(t, g, Blue, PhaseClue)
	must(t, g, TimeOut{}) // the spymaster took too long for a clue
	expectTurn(t, g, Red, PhaseClue)
}

func TestTimeOut_OnlyWithATurnTimer(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2))
	refuse(t, g, TimeOut{}, ErrVariantOff)
	g = play(t, Variants{TurnTimer: 60, CoOp: true}, clue("Tier", 1), Guess{y0})
	refuse(t, g, TimeOut{}, ErrWrongPhase) // covering is not timed
}

func TestTimeOut_InSuddenDeathLoses(t *testing.T) {
	g := play(t, Variants{TurnTimer: 60, AssassinEnd: true}, clue("Tier", 2), Guess{assassin}, TimeOut{})
	expectWinner(t, g, Blue, SuddenDeathLost)
}

func TestThreePlayers_OneGuesserPlaysForBothTeams(t *testing.T) {
	// No rule changes: the same guesser simply makes both teams' moves.
	g := play(t, Variants{}, clue("a", 1), Guess{r0}, Stop{}, clue("b", 1), Guess{b0}, Stop{})
	expectTurn(t, g, Red, PhaseClue)
}
