package union

import (
	"context"
	"errors"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// fixed answers the same thing every time, and counts its calls.
type fixed struct {
	decision authorizer.Decision
	reason   string
	err      error
	calls    *int
}

func (f fixed) Authorize(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
	if f.calls != nil {
		*f.calls++
	}
	return f.decision, f.reason, f.err
}

func TestNewRejectsBadNames(t *testing.T) {
	allow := fixed{decision: authorizer.DecisionAllow}
	tests := []struct {
		name     string
		handlers []NamedAuthorizer
		wantErr  string
	}{
		{"empty name", []NamedAuthorizer{{"", allow}}, "empty AuthorizerName in union.New is invalid"},
		{"duplicate", []NamedAuthorizer{{"a", allow}, {"a", allow}}, `duplicate AuthorizerName "a" in union.New`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.handlers...)
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("got %v; want %q", err, tt.wantErr)
			}
		})
	}
}

func TestAuthorize(t *testing.T) {
	errA, errB := errors.New("a broke"), errors.New("b broke")
	noOpinion := func(reason string, err error) fixed {
		return fixed{decision: authorizer.DecisionNoOpinion, reason: reason, err: err}
	}
	tests := []struct {
		name         string
		chain        []authorizer.Authorizer
		wantDecision authorizer.Decision
		wantReason   string
		wantErrs     []error
		wantCalls    []int
	}{
		{
			name:         "empty chain has no opinion",
			wantDecision: authorizer.DecisionNoOpinion,
		},
		{
			name:         "first allow wins, later ones are not asked",
			chain:        []authorizer.Authorizer{noOpinion("", nil), fixed{decision: authorizer.DecisionAllow, reason: "ok"}, fixed{decision: authorizer.DecisionDeny}},
			wantDecision: authorizer.DecisionAllow, wantReason: "ok",
			wantCalls: []int{1, 1, 0},
		},
		{
			name:         "first deny wins, with only its own reason and error",
			chain:        []authorizer.Authorizer{noOpinion("not mine", errA), fixed{decision: authorizer.DecisionDeny, reason: "no", err: errB}, fixed{decision: authorizer.DecisionAllow}},
			wantDecision: authorizer.DecisionDeny, wantReason: "no", wantErrs: []error{errB},
			wantCalls: []int{1, 1, 0},
		},
		{
			name:         "nobody decides: reasons named, errors aggregated",
			chain:        []authorizer.Authorizer{noOpinion("not mine", errA), noOpinion("", errB), noOpinion("nor mine", nil)},
			wantDecision: authorizer.DecisionNoOpinion, wantReason: "a0: not mine\na2: nor mine", wantErrs: []error{errA, errB},
			wantCalls: []int{1, 1, 1},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := make([]int, len(tt.chain))
			var handlers []NamedAuthorizer
			for i, a := range tt.chain {
				f := a.(fixed)
				f.calls = &calls[i]
				handlers = append(handlers, NamedAuthorizer{AuthorizerName: "a" + string(rune('0'+i)), Authorizer: f})
			}
			u, err := New(handlers...)
			if err != nil {
				t.Fatal(err)
			}
			d, reason, err := u.Authorize(context.Background(), authorizer.AttributesRecord{})
			if d != tt.wantDecision || reason != tt.wantReason {
				t.Errorf("got (%v, %q); want (%v, %q)", d, reason, tt.wantDecision, tt.wantReason)
			}
			if (err == nil) != (len(tt.wantErrs) == 0) {
				t.Errorf("got error %v; want %v", err, tt.wantErrs)
			}
			for _, want := range tt.wantErrs {
				if !errors.Is(err, want) {
					t.Errorf("got error %v; want it to wrap %v", err, want)
				}
			}
			for i, want := range tt.wantCalls {
				if calls[i] != want {
					t.Errorf("authorizer %d: got %d calls; want %d", i, calls[i], want)
				}
			}
		})
	}
}

// rules resolves to a fixed answer.
type rules struct {
	resource   []authorizer.ResourceRuleInfo
	incomplete bool
	err        error
}

func (r rules) RulesFor(context.Context, user.Info, string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	nonResource := []authorizer.NonResourceRuleInfo{&authorizer.DefaultNonResourceRuleInfo{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}}
	return r.resource, nonResource, r.incomplete, r.err
}

func TestNewRuleResolvers(t *testing.T) {
	pods := &authorizer.DefaultResourceRuleInfo{Verbs: []string{"get"}, Resources: []string{"pods"}}
	svcs := &authorizer.DefaultResourceRuleInfo{Verbs: []string{"list"}, Resources: []string{"services"}}
	broke := errors.New("lister broke")
	tests := []struct {
		name           string
		resolvers      []authorizer.RuleResolver
		wantResource   []authorizer.ResourceRuleInfo
		wantIncomplete bool
		wantErr        error
	}{
		{"none", nil, nil, false, nil},
		{"concatenated in order", []authorizer.RuleResolver{rules{resource: []authorizer.ResourceRuleInfo{pods}}, rules{resource: []authorizer.ResourceRuleInfo{svcs}}}, []authorizer.ResourceRuleInfo{pods, svcs}, false, nil},
		{"one incomplete makes all incomplete", []authorizer.RuleResolver{rules{resource: []authorizer.ResourceRuleInfo{pods}}, rules{incomplete: true, err: broke}}, []authorizer.ResourceRuleInfo{pods}, true, broke},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rr, nr, incomplete, err := NewRuleResolvers(tt.resolvers...).RulesFor(context.Background(), &user.DefaultInfo{Name: "alice"}, "demo")
			if len(rr) != len(tt.wantResource) {
				t.Fatalf("got %d resource rules; want %d", len(rr), len(tt.wantResource))
			}
			for i := range rr {
				if rr[i] != tt.wantResource[i] {
					t.Errorf("rule %d: got %+v; want %+v", i, rr[i], tt.wantResource[i])
				}
			}
			if len(nr) != len(tt.resolvers) {
				t.Errorf("got %d non-resource rules; want %d", len(nr), len(tt.resolvers))
			}
			if incomplete != tt.wantIncomplete {
				t.Errorf("got incomplete %v; want %v", incomplete, tt.wantIncomplete)
			}
			if !errors.Is(err, tt.wantErr) || (err == nil) != (tt.wantErr == nil) {
				t.Errorf("got error %v; want %v", err, tt.wantErr)
			}
		})
	}
}
