package shufflesharding

import (
	"fmt"
	"math"
)

// MaxHashBits is how many bits of a hash a Dealer may consume. Using all
// 64 would make the last card dealt uneven, up to 2:3 between the first
// and second half of the deck; stopping at 60 bounds that at 32:33.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.MaxHashBits.
const MaxHashBits = 60

// maxDeckSize is the largest deck NewDealer accepts (2^26 cards).
const maxDeckSize = 1 << 26

// RequiredEntropyBits estimates, slightly conservatively, how many bits
// of hash dealing handSize cards from a deck of deckSize consumes:
// ceil(log2(deckSize) * handSize). Meaningful for
// 1 <= handSize <= deckSize <= 2^26.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.RequiredEntropyBits.
func RequiredEntropyBits(deckSize, handSize int) int {
	return int(math.Ceil(math.Log2(float64(deckSize)) * float64(handSize)))
}

// Dealer deals hands of handSize distinct cards in [0, deckSize). It has
// no mutable state, so it is safe for concurrent use.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.Dealer.
type Dealer struct {
	deckSize int
	handSize int
}

// NewDealer checks the sizes as upstream does: both positive, the hand no
// bigger than the deck, the deck at most 2^26, and at most MaxHashBits of
// hash needed.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.NewDealer.
func NewDealer(deckSize, handSize int) (*Dealer, error) {
	if deckSize <= 0 || handSize <= 0 {
		return nil, fmt.Errorf("deckSize %d or handSize %d is not positive", deckSize, handSize)
	}
	if handSize > deckSize {
		return nil, fmt.Errorf("handSize %d is greater than deckSize %d", handSize, deckSize)
	}
	if deckSize > maxDeckSize {
		return nil, fmt.Errorf("deckSize %d is impractically large", deckSize)
	}
	if RequiredEntropyBits(deckSize, handSize) > MaxHashBits {
		return nil, fmt.Errorf("required entropy bits of deckSize %d and handSize %d is greater than %d", deckSize, handSize, MaxHashBits)
	}
	return &Dealer{deckSize: deckSize, handSize: handSize}, nil
}

// Deal calls pick once per card of the hand that hashValue selects.
//
// It reads hashValue as a number in a mixed radix: the first digit (base
// deckSize) picks among all cards, the next (base deckSize-1) among the
// cards left, and so on. A digit r names "the r-th card not dealt yet";
// the inner loop turns that into a card number by stepping over the
// cards dealt before it. The same hash always deals the same hand, in
// the same order.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.(*Dealer).Deal.
func (d *Dealer) Deal(hashValue uint64, pick func(card int)) {
	// 15 is the largest hand the 60-bit limit allows (a deck of 16).
	var remainders [15]int
	for i := 0; i < d.handSize; i++ {
		base := uint64(d.deckSize - i)
		remainders[i] = int(hashValue % base)
		hashValue /= base
	}
	for i := 0; i < d.handSize; i++ {
		card := remainders[i]
		for j := i; j > 0; j-- {
			if card >= remainders[j-1] {
				card++
			}
		}
		pick(card)
	}
}

// DealIntoHand deals into hand's backing array (reused when it is big
// enough, so a caller can deal without allocating) and returns the hand.
// Upstream: k8s.io/apiserver/pkg/util/shufflesharding.(*Dealer).DealIntoHand.
func (d *Dealer) DealIntoHand(hashValue uint64, hand []int) []int {
	h := hand[:0]
	d.Deal(hashValue, func(card int) { h = append(h, card) })
	return h
}
