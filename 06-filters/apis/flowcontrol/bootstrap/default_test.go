package bootstrap

import (
	"fmt"
	"strings"
	"testing"
)

// TestFlowSchemas pins Kubernetes v1.37's FlowSchemas: name, priority
// level, matchingPrecedence, distinguisher.
func TestFlowSchemas(t *testing.T) {
	want := `exempt exempt 1 <nil>
catch-all catch-all 10000 ByUser
system-nodes system 500 ByUser
system-node-high node-high 400 ByUser
probes exempt 2 <nil>
system-leader-election leader-election 100 ByUser
kube-controller-manager workload-high 800 ByNamespace
kube-scheduler workload-high 800 ByNamespace
kube-system-service-accounts workload-high 900 ByNamespace
service-accounts workload-low 9000 ByUser
global-default global-default 9900 ByUser`
	var got []string
	for _, fs := range append(MandatoryFlowSchemas, SuggestedFlowSchemas...) {
		dm := "<nil>"
		if fs.Spec.DistinguisherMethod != nil {
			dm = string(fs.Spec.DistinguisherMethod.Type)
		}
		got = append(got, fmt.Sprintf("%s %s %d %s", fs.Name, fs.Spec.PriorityLevelConfiguration.Name, fs.Spec.MatchingPrecedence, dm))
	}
	if g := strings.Join(got, "\n"); g != want {
		t.Errorf("got\n%s\nwant\n%s", g, want)
	}
}

// TestPriorityLevels pins Kubernetes v1.37's priority levels: name,
// type, shares, lendable percent, queues, hand size, queue length.
func TestPriorityLevels(t *testing.T) {
	want := `catch-all Limited 5 0 Reject
exempt Exempt 0 0
system Limited 30 33 64 6 50
node-high Limited 40 25 64 6 50
leader-election Limited 10 0 16 4 50
workload-high Limited 40 50 128 6 50
workload-low Limited 100 90 128 6 50
global-default Limited 20 50 128 6 50`
	var got []string
	for _, pl := range append(MandatoryPriorityLevelConfigurations, SuggestedPriorityLevelConfigurations...) {
		line := fmt.Sprintf("%s %s", pl.Name, pl.Spec.Type)
		switch l, e := pl.Spec.Limited, pl.Spec.Exempt; {
		case e != nil:
			line += fmt.Sprintf(" %d %d", *e.NominalConcurrencyShares, *e.LendablePercent)
		case l.LimitResponse.Queuing == nil:
			line += fmt.Sprintf(" %d %d %s", *l.NominalConcurrencyShares, *l.LendablePercent, l.LimitResponse.Type)
		default:
			q := l.LimitResponse.Queuing
			line += fmt.Sprintf(" %d %d %d %d %d", *l.NominalConcurrencyShares, *l.LendablePercent, q.Queues, q.HandSize, q.QueueLengthLimit)
		}
		if pl.Annotations["apf.kubernetes.io/autoupdate-spec"] != "true" {
			line += " (not auto-updated)"
		}
		got = append(got, line)
	}
	if g := strings.Join(got, "\n"); g != want {
		t.Errorf("got\n%s\nwant\n%s", g, want)
	}
}
