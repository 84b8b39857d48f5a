package flowcontrol

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/ensurer"
	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/queueset"
	testclock "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/testing/eventclock"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func newTestController(serverCL int) (*configController, *testclock.Fake) {
	clk := testclock.NewFake(t0)
	return newController(nil, serverCL, clk, queueset.NewQueueSetFactory(clk, nil)), clk
}

func bootstrapObjects() ([]*flowcontrol.PriorityLevelConfiguration, []*flowcontrol.FlowSchema) {
	pls := ensurer.InternalPriorityLevelConfigurations(slices.Concat(
		bootstrap.MandatoryPriorityLevelConfigurations, bootstrap.SuggestedPriorityLevelConfigurations))
	fss := ensurer.InternalFlowSchemas(slices.Concat(bootstrap.MandatoryFlowSchemas, bootstrap.SuggestedFlowSchemas))
	return pls, fss
}

// The bootstrap levels' shares of kube-apiserver's default 600 seats, as
// upstream computes them: ceil(600 * shares / 245); none sets
// borrowingLimitPercent, so each may borrow up to the whole 600.
func TestDigestSharesTheServersSeatsByNominalShares(t *testing.T) {
	c, _ := newTestController(600)
	c.lockAndDigestConfigObjects(bootstrapObjects())
	want := map[string][3]int{ // nominalCL, minCL, maxCL
		"exempt":          {0, 0, 0},
		"catch-all":       {13, 13, 613},
		"global-default":  {49, 24, 649},
		"leader-election": {25, 25, 625},
		"node-high":       {98, 73, 698},
		"system":          {74, 50, 674},
		"workload-high":   {98, 49, 698},
		"workload-low":    {245, 24, 845},
	}
	for name, w := range want {
		s := c.priorityLevelStates[name]
		if s == nil {
			t.Errorf("%s: missing", name)
			continue
		}
		if got := [3]int{s.nominalCL, s.minCL, s.maxCL}; got != w {
			t.Errorf("%s: got nominal, min, max %v; want %v", name, got, w)
		}
	}
	if len(c.priorityLevelStates) != len(want) {
		t.Errorf("got %d levels; want %d", len(c.priorityLevelStates), len(want))
	}
	if got := c.GetMaxSeats("workload-low"); got != 37 {
		t.Errorf("max seats of workload-low: got %d; want 37 (15%% of 245)", got)
	}
}

// Before any object is read, the mandatory levels and schemas serve.
func TestNewControllerServesTheMandatoryConfiguration(t *testing.T) {
	c, _ := newTestController(600)
	var names []string
	for _, fs := range c.flowSchemas {
		names = append(names, fs.Name)
	}
	if !slices.Equal(names, []string{"exempt", "catch-all"}) {
		t.Errorf("flow schemas: got %v; want [exempt catch-all]", names)
	}
	if got := c.priorityLevelStates["catch-all"].nominalCL; got != 600 {
		t.Errorf("catch-all alone: got %d seats; want all 600", got)
	}
}

func digestOf(u user.Info, verb, resource string) RequestDigest {
	return RequestDigest{
		RequestInfo: &genericrequest.RequestInfo{IsResourceRequest: true, Verb: verb, APIVersion: "v1", Resource: resource, Namespace: "default"},
		User:        u,
	}
}

// handle runs one request through Handle and says where it went.
func handle(c *configController, ctx context.Context, digest RequestDigest, exec func()) (fs, pl string, executed bool) {
	c.Handle(ctx, digest, func(f *flowcontrol.FlowSchema, p *flowcontrol.PriorityLevelConfiguration, _ string) {
		fs, pl = f.Name, p.Name
	}, func() fcrequest.WorkEstimate { return fcrequest.WorkEstimate{InitialSeats: 1} }, nil, func() {
		executed = true
		if exec != nil {
			exec()
		}
	})
	return fs, pl, executed
}

func TestHandleClassifiesByTheBootstrapSchemas(t *testing.T) {
	c, _ := newTestController(600)
	c.lockAndDigestConfigObjects(bootstrapObjects())
	for _, tc := range []struct {
		name   string
		user   user.Info
		fs, pl string
	}{
		{"system:masters is exempt", &user.DefaultInfo{Name: "admin", Groups: []string{"system:masters", "system:authenticated"}}, "exempt", "exempt"},
		{"an anonymous user is global-default", &user.DefaultInfo{Name: "system:anonymous", Groups: []string{"system:unauthenticated"}}, "global-default", "global-default"},
		{"a service account is service-accounts on workload-low", &user.DefaultInfo{Name: "system:serviceaccount:default:app", Groups: []string{"system:serviceaccounts", "system:authenticated"}}, "service-accounts", "workload-low"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs, pl, executed := handle(c, context.Background(), digestOf(tc.user, "get", "pods"), nil)
			if fs != tc.fs || pl != tc.pl || !executed {
				t.Errorf("got %s/%s executed=%v; want %s/%s executed", fs, pl, executed, tc.fs, tc.pl)
			}
		})
	}
}

func limitedPL(name string, shares int32, response flowcontrol.LimitResponse) *flowcontrol.PriorityLevelConfiguration {
	return &flowcontrol.PriorityLevelConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: flowcontrol.PriorityLevelConfigurationSpec{
			Type:    flowcontrol.PriorityLevelEnablementLimited,
			Limited: &flowcontrol.LimitedPriorityLevelConfiguration{NominalConcurrencyShares: shares, LimitResponse: response},
		},
	}
}

func schemaFor(name, plName string, precedence int32) *flowcontrol.FlowSchema {
	return &flowcontrol.FlowSchema{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: flowcontrol.FlowSchemaSpec{
			PriorityLevelConfiguration: flowcontrol.PriorityLevelConfigurationReference{Name: plName},
			MatchingPrecedence:         precedence,
			Rules: []flowcontrol.PolicyRulesWithSubjects{{
				Subjects:      []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: "*"}}},
				ResourceRules: []flowcontrol.ResourcePolicyRule{{Verbs: []string{"*"}, APIGroups: []string{"*"}, Resources: []string{"*"}, Namespaces: []string{"*"}}},
			}},
		},
	}
}

// A level that rejects rather than queues turns away a request for
// which no seat is free, and Handle does not run it.
func TestHandleRejectsBeyondAReject_LevelsSeats(t *testing.T) {
	c, _ := newTestController(2) // one seat each for "tiny" and catch-all
	c.lockAndDigestConfigObjects(
		[]*flowcontrol.PriorityLevelConfiguration{limitedPL("tiny", 5, flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject})},
		[]*flowcontrol.FlowSchema{schemaFor("everyone", "tiny", 100)})
	if got := c.priorityLevelStates["tiny"].currentCL; got != 1 {
		t.Fatalf("tiny: got %d seats; want 1", got)
	}
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"system:authenticated"}}
	running, release := make(chan struct{}), make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		handle(c, context.Background(), digestOf(alice, "list", "pods"), func() { close(running); <-release })
	}()
	<-running
	if _, pl, executed := handle(c, context.Background(), digestOf(alice, "get", "pods"), nil); executed || pl != "tiny" {
		t.Errorf("second request: got executed=%v on %q; want rejected on tiny", executed, pl)
	}
	close(release)
	<-done
	if _, _, executed := handle(c, context.Background(), digestOf(alice, "get", "pods"), nil); !executed {
		t.Errorf("after the first finished: got rejected; want executed")
	}
}

// A FlowSchema naming a missing level is not used, and its Dangling
// condition is to be set; once set, no further write is asked for.
func TestDigestMarksDanglingFlowSchemas(t *testing.T) {
	c, _ := newTestController(100)
	fs := schemaFor("orphan", "nowhere", 100)
	updates := c.lockAndDigestConfigObjects(nil, []*flowcontrol.FlowSchema{fs})
	if len(updates) != 1 || updates[0].condition.Status != flowcontrol.ConditionTrue || updates[0].condition.Reason != "NotFound" {
		t.Fatalf("got updates %+v; want one Dangling=True NotFound", updates)
	}
	for _, used := range c.flowSchemas {
		if used.Name == "orphan" {
			t.Errorf("the dangling schema is in use")
		}
	}
	fs.Status.Conditions = []flowcontrol.FlowSchemaCondition{updates[0].condition}
	if again := c.lockAndDigestConfigObjects(nil, []*flowcontrol.FlowSchema{fs}); len(again) != 0 {
		t.Errorf("with the condition already set: got updates %+v; want none", again)
	}
}

// A level removed while a request executes keeps serving it (quiescing)
// and is dropped by the digest after it goes idle.
func TestRemovedLevelQuiescesUntilIdle(t *testing.T) {
	c, _ := newTestController(10)
	pl := limitedPL("busy", 5, flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject})
	fs := schemaFor("all", "busy", 100)
	c.lockAndDigestConfigObjects([]*flowcontrol.PriorityLevelConfiguration{pl}, []*flowcontrol.FlowSchema{fs})
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"system:authenticated"}}
	running, release, done := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		handle(c, context.Background(), digestOf(alice, "get", "pods"), func() { close(running); <-release })
	}()
	<-running
	c.lockAndDigestConfigObjects(nil, nil)
	if s := c.priorityLevelStates["busy"]; s == nil || !s.quiescing {
		t.Fatalf("busy after removal: got %+v; want kept, quiescing", s)
	}
	close(release)
	<-done
	select {
	case <-c.resyncCh:
	default:
		t.Fatalf("the idle quiescing level asked for no resync")
	}
	c.lockAndDigestConfigObjects(nil, nil)
	if _, ok := c.priorityLevelStates["busy"]; ok {
		t.Errorf("busy once idle: still there; want dropped")
	}
}

// Borrowing: of two levels with 50 nominal seats each and half of them
// lendable, the idle one lends down to its minimum of 25 and the busy
// one (demand 90) borrows what it lends.
func TestBorrowingFollowsSeatDemand(t *testing.T) {
	c, clk := newTestController(100)
	lendable := int32(50)
	idle := limitedPL("idle", 50, flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject})
	busy := limitedPL("busy", 50, flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject})
	idle.Spec.Limited.LendablePercent, busy.Spec.Limited.LendablePercent = &lendable, &lendable
	exemptNone := c.lockAndDigestConfigObjects([]*flowcontrol.PriorityLevelConfiguration{idle, busy, catchAllWithNoShares(), exemptPL()}, nil)
	_ = exemptNone
	c.priorityLevelStates["busy"].seatDemand.Set(90)
	clk.Step(borrowingAdjustmentPeriod)
	c.lock.Lock()
	c.updateBorrowingLocked(true, c.priorityLevelStates)
	c.lock.Unlock()
	if got, want := [2]int{c.priorityLevelStates["idle"].currentCL, c.priorityLevelStates["busy"].currentCL}, [2]int{25, 75}; got != want {
		t.Errorf("idle, busy: got %v seats; want %v", got, want)
	}
	if d := c.priorityLevelStates["busy"].queues.Dump(); d.ConcurrencyLimit != 75 {
		t.Errorf("busy's queue set: got limit %d; want 75", d.ConcurrencyLimit)
	}
}

func catchAllWithNoShares() *flowcontrol.PriorityLevelConfiguration {
	return limitedPL(flowcontrol.PriorityLevelConfigurationNameCatchAll, 0, flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject})
}

func exemptPL() *flowcontrol.PriorityLevelConfiguration {
	return &flowcontrol.PriorityLevelConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: flowcontrol.PriorityLevelConfigurationNameExempt},
		Spec: flowcontrol.PriorityLevelConfigurationSpec{Type: flowcontrol.PriorityLevelEnablementExempt,
			Exempt: &flowcontrol.ExemptPriorityLevelConfiguration{}},
	}
}

// Requests waiting in a queued level are not lost when its
// configuration changes: they run once seats are free.
func TestConfigChangeKeepsQueuedRequests(t *testing.T) {
	c, _ := newTestController(2)
	queued := flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeQueue,
		Queuing: &flowcontrol.QueuingConfiguration{Queues: 4, HandSize: 2, QueueLengthLimit: 10}}
	pl := limitedPL("q", 5, queued)
	fs := schemaFor("all", "q", 100)
	c.lockAndDigestConfigObjects([]*flowcontrol.PriorityLevelConfiguration{pl}, []*flowcontrol.FlowSchema{fs})
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"system:authenticated"}}
	release := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	ran := 0
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			handle(c, context.Background(), digestOf(alice, "get", "pods"), func() {
				mu.Lock()
				ran++
				mu.Unlock()
				<-release
			})
		}()
	}
	waitFor(t, func() bool { d := c.priorityLevelStates["q"].queues.Dump(); return d.Waiting+d.Executing == 3 })
	pl2 := pl.DeepCopy()
	pl2.Spec.Limited.LimitResponse.Queuing.QueueLengthLimit = 20
	c.lockAndDigestConfigObjects([]*flowcontrol.PriorityLevelConfiguration{pl2}, []*flowcontrol.FlowSchema{fs})
	close(release)
	wg.Wait()
	if ran != 3 {
		t.Errorf("got %d requests run; want 3", ran)
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition never held")
		}
		time.Sleep(time.Millisecond)
	}
}

var _ fq.QueueNoteFn = func(bool) {}
