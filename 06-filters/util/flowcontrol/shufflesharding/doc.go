// Package shufflesharding deals a flow a small "hand" of queues out of a
// large "deck", using the flow's hash as the shuffle. Two flows share a
// whole hand only rarely, so one noisy flow can crowd out another only if
// it fills every queue of the other's hand: with 64 queues and hands of 8,
// the chance that two flows' hands are identical is 1 in 4,426,165,368.
// API Priority and Fairness deals a hand per request and enqueues the
// request in the least loaded queue of it (see the queueset package).
//
// Stage 06 adds it (issue 13). Upstream: k8s.io/apiserver/pkg/util/shufflesharding,
// which this mirrors whole: Dealer, NewDealer's checks and messages,
// Deal, DealIntoHand, MaxHashBits, RequiredEntropyBits.
package shufflesharding
