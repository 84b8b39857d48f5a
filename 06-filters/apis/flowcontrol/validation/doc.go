// Package validation checks FlowSchemas and PriorityLevelConfigurations
// as upstream does: names are DNS subdomains; matchingPrecedence is in
// 1..10000 and only "exempt" may have 1; subjects, resource and
// non-resource rules are well formed; a level is Exempt if and only if
// it is named "exempt", and a Limited one has sane shares, percents and
// queues (handSize at most queues, and few enough bits of hash for
// shuffle sharding to deal a hand); the mandatory objects' specs cannot
// be changed.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.
// Left out: the field names of older versions (assuredConcurrencyShares)
// and the declarative validation markers.
package validation
