package shufflesharding

import (
	"math"
	"testing"
)

func TestNewDealerRejects(t *testing.T) {
	tests := []struct {
		name               string
		deckSize, handSize int
		want               string
	}{
		{"zero deck", 0, 1, "deckSize 0 or handSize 1 is not positive"},
		{"negative hand", 8, -1, "deckSize 8 or handSize -1 is not positive"},
		{"hand bigger than deck", 4, 5, "handSize 5 is greater than deckSize 4"},
		{"deck too large", 1<<26 + 1, 1, "deckSize 67108865 is impractically large"},
		{"too many bits", 128, 9, "required entropy bits of deckSize 128 and handSize 9 is greater than 60"},
		{"16 of 17 needs 66 bits", 17, 16, "required entropy bits of deckSize 17 and handSize 16 is greater than 60"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := NewDealer(tt.deckSize, tt.handSize)
			if err == nil {
				t.Fatalf("got dealer %+v; want error %q", d, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("got error %q; want %q", err, tt.want)
			}
		})
	}
}

func TestNewDealerAccepts(t *testing.T) {
	tests := []struct{ deckSize, handSize int }{
		{1, 1}, {64, 8}, {128, 8}, {1 << 26, 2}, {16, 15}, {1 << 10, 6},
	}
	for _, tt := range tests {
		if _, err := NewDealer(tt.deckSize, tt.handSize); err != nil {
			t.Errorf("NewDealer(%d, %d): got error %v; want none", tt.deckSize, tt.handSize, err)
		}
	}
}

func TestRequiredEntropyBits(t *testing.T) {
	tests := []struct{ deckSize, handSize, want int }{
		{64, 8, 48}, {128, 8, 56}, {128, 9, 63}, {100, 3, 20}, {1, 1, 0},
	}
	for _, tt := range tests {
		if got := RequiredEntropyBits(tt.deckSize, tt.handSize); got != tt.want {
			t.Errorf("RequiredEntropyBits(%d, %d): got %d; want %d", tt.deckSize, tt.handSize, got, tt.want)
		}
	}
}

// TestDealDistinctInRangeDeterministic deals many hashes and checks each
// hand: handSize cards, each in the deck, no card twice, and the same
// hand when dealt again.
func TestDealDistinctInRangeDeterministic(t *testing.T) {
	for _, size := range []struct{ deck, hand int }{{64, 8}, {16, 15}, {7, 7}, {1000, 3}} {
		d, err := NewDealer(size.deck, size.hand)
		if err != nil {
			t.Fatal(err)
		}
		hash := uint64(0x9e3779b97f4a7c15)
		for i := 0; i < 2000; i++ {
			hash = hash*6364136223846793005 + 1442695040888963407
			hand := d.DealIntoHand(hash, nil)
			checkHand(t, size.deck, size.hand, hash, hand)
			again := d.DealIntoHand(hash, make([]int, size.hand))
			for j := range hand {
				if again[j] != hand[j] {
					t.Fatalf("hash %#x dealt %v then %v; want the same hand", hash, hand, again)
				}
			}
		}
	}
}

func checkHand(t *testing.T, deckSize, handSize int, hash uint64, hand []int) {
	t.Helper()
	if len(hand) != handSize {
		t.Fatalf("hash %#x: got %d cards; want %d", hash, len(hand), handSize)
	}
	seen := map[int]bool{}
	for _, card := range hand {
		if card < 0 || card >= deckSize {
			t.Fatalf("hash %#x: got card %d; want one in [0, %d)", hash, card, deckSize)
		}
		if seen[card] {
			t.Fatalf("hash %#x: got card %d twice in %v; want distinct cards", hash, card, hand)
		}
		seen[card] = true
	}
}

// TestDealSpread deals every hash below deck*(deck-1) for a small deck
// with a hand of 2: that enumerates every ordered pair of cards exactly
// once, so every card is reachable at every position, equally often.
func TestDealSpread(t *testing.T) {
	const deck, hand = 10, 2
	d, err := NewDealer(deck, hand)
	if err != nil {
		t.Fatal(err)
	}
	pairs := map[[2]int]int{}
	var atPosition [hand][deck]int
	for hash := uint64(0); hash < deck*(deck-1); hash++ {
		h := d.DealIntoHand(hash, nil)
		pairs[[2]int{h[0], h[1]}]++
		atPosition[0][h[0]]++
		atPosition[1][h[1]]++
	}
	if len(pairs) != deck*(deck-1) {
		t.Errorf("got %d distinct ordered pairs; want %d", len(pairs), deck*(deck-1))
	}
	for pos := range atPosition {
		for card, n := range atPosition[pos] {
			if n != deck-1 {
				t.Errorf("card %d at position %d: got %d deals; want %d", card, pos, n, deck-1)
			}
		}
	}
}

// TestDealLargeHashesSpread checks that hashes spread over the whole
// 60-bit range reach every card of a 64-card deck.
func TestDealLargeHashesSpread(t *testing.T) {
	d, err := NewDealer(64, 8)
	if err != nil {
		t.Fatal(err)
	}
	var counts [64]int
	const n = 64 * 200
	for i := uint64(0); i < n; i++ {
		hash := i * (math.MaxUint64 / n)
		d.Deal(hash, func(card int) { counts[card]++ })
	}
	for card, c := range counts {
		if c == 0 {
			t.Errorf("card %d: got 0 deals; want every card reachable", card)
		}
	}
}

func TestDealIntoHandReusesBackingArray(t *testing.T) {
	d, err := NewDealer(64, 4)
	if err != nil {
		t.Fatal(err)
	}
	backing := make([]int, 4)
	hand := d.DealIntoHand(12345, backing)
	if &hand[0] != &backing[0] {
		t.Errorf("got a new array; want the caller's backing array reused")
	}
	if got := testing.AllocsPerRun(10, func() { d.DealIntoHand(12345, backing) }); got != 0 {
		t.Errorf("got %v allocations; want 0", got)
	}
}
