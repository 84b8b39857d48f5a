package shufflesharding_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/shufflesharding"
)

// A flow's hash always deals it the same hand; another hash, another hand.
func ExampleDealer_DealIntoHand() {
	dealer, err := shufflesharding.NewDealer(64, 4)
	if err != nil {
		panic(err)
	}
	fmt.Println(dealer.DealIntoHand(0x0123456789abcdef, nil))
	fmt.Println(dealer.DealIntoHand(0x0123456789abcdef, nil))
	fmt.Println(dealer.DealIntoHand(42, nil))
	_, err = shufflesharding.NewDealer(128, 9)
	fmt.Println(err)
	// Output:
	// [47 22 49 59]
	// [47 22 49 59]
	// [42 0 1 2]
	// required entropy bits of deckSize 128 and handSize 9 is greater than 60
}
