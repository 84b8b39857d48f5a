package mutating

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/mutating/patch"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/namespace"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// allowAll answers every authorizer check with allow.
type allowAll struct{}

func (allowAll) Authorize(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
	return authorizer.DecisionAllow, "", nil
}

func jsonPatch(expr string) admissionregistration.Mutation {
	return admissionregistration.Mutation{PatchType: admissionregistration.PatchTypeJSONPatch, JSONPatch: &admissionregistration.JSONPatch{Expression: expr}}
}

func applyConfiguration(expr string) admissionregistration.Mutation {
	return admissionregistration.Mutation{PatchType: admissionregistration.PatchTypeApplyConfiguration,
		ApplyConfiguration: &admissionregistration.ApplyConfiguration{Expression: expr}}
}

// policy is a policy on creating configmaps, bound by a binding of its
// name, compiled as the source compiles it.
type policy struct {
	name          string
	reinvocation  admissionregistration.ReinvocationPolicyType
	failurePolicy admissionregistration.FailurePolicyType
	conditions    []admissionregistration.MatchCondition
	variables     []admissionregistration.Variable
	mutations     []admissionregistration.Mutation
}

func (p policy) hook() PolicyHook {
	if p.reinvocation == "" {
		p.reinvocation = admissionregistration.NeverReinvocationPolicy
	}
	if p.failurePolicy == "" {
		p.failurePolicy = admissionregistration.Fail
	}
	all := admissionregistration.AllScopes
	equivalent := admissionregistration.Equivalent
	mp := &Policy{ObjectMeta: metav1.ObjectMeta{Name: p.name}, Spec: admissionregistration.MutatingAdmissionPolicySpec{
		MatchConstraints: &admissionregistration.MatchResources{
			NamespaceSelector: &metav1.LabelSelector{}, ObjectSelector: &metav1.LabelSelector{}, MatchPolicy: &equivalent,
			ResourceRules: []admissionregistration.NamedRuleWithOperations{{RuleWithOperations: admissionregistration.RuleWithOperations{
				Operations: []admissionregistration.OperationType{admissionregistration.Create},
				Rule:       admissionregistration.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}, Scope: &all},
			}}},
		},
		FailurePolicy:      &p.failurePolicy,
		ReinvocationPolicy: p.reinvocation,
		MatchConditions:    p.conditions,
		Variables:          p.variables,
		Mutations:          p.mutations,
	}}
	binding := &PolicyBinding{ObjectMeta: metav1.ObjectMeta{Name: p.name}, Spec: admissionregistration.MutatingAdmissionPolicyBindingSpec{PolicyName: p.name}}
	baseEnv := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	return PolicyHook{Policy: mp, Bindings: []*PolicyBinding{binding}, Evaluator: compilePolicy(baseEnv, mp)}
}

func newTestDispatcher() *dispatcher {
	ns := &namespace.Matcher{GetNamespace: func(_ context.Context, name string) (runtime.Object, error) {
		return &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"env": "test"}}}, nil
	}}
	return NewDispatcher(allowAll{}, matching.NewMatcher(ns), patch.NewTypeConverterManager(legacyscheme.Scheme)).(*dispatcher)
}

const addTeamLabel = `[JSONPatch{op: "add", path: "/metadata/labels", value: {"team": "blue"}}]`

func TestDispatch(t *testing.T) {
	tests := []struct {
		name            string
		policies        []policy
		wantLabels      map[string]string
		wantData        map[string]string
		wantAnnotations map[string]string
		wantErr         string // a substring of the error; it is 403 with reason Invalid
	}{
		{name: "a JSON patch",
			policies:   []policy{{name: "p", mutations: []admissionregistration.Mutation{jsonPatch(addTeamLabel)}}},
			wantLabels: map[string]string{"team": "blue"}, wantData: map[string]string{"k": "v"}},
		{name: "an apply configuration merges into the map",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{
				applyConfiguration(`Object{data: {"added": namespaceObject.metadata.labels["env"]}}`)}}},
			wantData: map[string]string{"k": "v", "added": "test"}},
		{name: "mutations apply in order, each on the previous one's result",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{
				jsonPatch(addTeamLabel),
				applyConfiguration(`Object{data: {"team": object.metadata.labels["team"] + "-" + request.userInfo.username}}`)}}},
			wantLabels: map[string]string{"team": "blue"}, wantData: map[string]string{"k": "v", "team": "blue-alice"}},
		{name: "the policy's variables, in every mutation",
			policies: []policy{{name: "p",
				variables: []admissionregistration.Variable{{Name: "n", Expression: "size(object.data)"}},
				mutations: []admissionregistration.Mutation{
					applyConfiguration(`Object{data: {"n": string(variables.n)}}`),
					applyConfiguration(`Object{data: {"m": string(variables.n)}}`)}}},
			wantData: map[string]string{"k": "v", "n": "1", "m": "1"}},
		{name: "a false matchCondition skips the policy",
			policies: []policy{{name: "p", conditions: []admissionregistration.MatchCondition{{Name: "never", Expression: "false"}},
				mutations: []admissionregistration.Mutation{jsonPatch(addTeamLabel)}}},
			wantData: map[string]string{"k": "v"}},
		{name: "a failing mutation under Fail denies the request",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{
				jsonPatch(addTeamLabel), jsonPatch(`[JSONPatch{op: "remove", path: "/metadata/annotations/x"}]`)}}},
			wantErr: "policy 'p' with binding 'p' denied request: JSON Patch: "},
		{name: "a failing mutation under Ignore is skipped",
			policies: []policy{{name: "p", failurePolicy: admissionregistration.Ignore, mutations: []admissionregistration.Mutation{
				jsonPatch(`[JSONPatch{op: "remove", path: "/metadata/annotations/x"}]`), jsonPatch(addTeamLabel)}}},
			wantLabels: map[string]string{"team": "blue"}, wantData: map[string]string{"k": "v"}},
		{name: "a mutation that does not compile fails the policy",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{jsonPatch(`[JSONPatch{op: 1}]`)}}},
			wantErr:  "policy 'p' with binding 'p' denied request: compilation failed: "},
		{name: "a mutation returning the wrong type fails the policy",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{applyConfiguration(`"not an object"`)}}},
			wantErr:  "policy 'p' with binding 'p' denied request: must evaluate to Object but got string"},
		{name: "a field the kind does not have",
			policies: []policy{{name: "p", mutations: []admissionregistration.Mutation{applyConfiguration(`Object{spec: Object.spec{x: 1}}`)}}},
			wantErr:  "policy 'p' with binding 'p' denied request: error applying patch: failed to convert patch object to typed object: .spec: field not declared in schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var hooks []PolicyHook
			for _, p := range tt.policies {
				hooks = append(hooks, p.hook())
			}
			attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
			err := newTestDispatcher().Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks)
			if tt.wantErr != "" {
				var statusErr *apierrors.StatusError
				if !errors.As(err, &statusErr) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want a StatusError containing %q", err, tt.wantErr)
				}
				// As upstream's generic dispatcher answers: the reason is
				// Invalid, the code stays admission.NewForbidden's 403.
				if s := statusErr.Status(); s.Reason != metav1.StatusReasonInvalid || s.Code != http.StatusForbidden {
					t.Errorf("got %d %s; want %d %s", s.Code, s.Reason, http.StatusForbidden, metav1.StatusReasonInvalid)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			cm := attr.GetObject().(*core.ConfigMap)
			if !reflect.DeepEqual(cm.Labels, tt.wantLabels) {
				t.Errorf("got labels %v; want %v", cm.Labels, tt.wantLabels)
			}
			if !reflect.DeepEqual(cm.Data, tt.wantData) {
				t.Errorf("got data %v; want %v", cm.Data, tt.wantData)
			}
			if !reflect.DeepEqual(cm.Annotations, tt.wantAnnotations) {
				t.Errorf("got annotations %v; want %v", cm.Annotations, tt.wantAnnotations)
			}
		})
	}
}

// TestReinvocation: a policy with reinvocationPolicy IfNeeded runs once
// more, in the chain's second pass, when a policy after it changed the
// object; with Never it does not.
func TestReinvocation(t *testing.T) {
	// "first" records how many labels it saw; "second" adds one.
	countLabels := applyConfiguration(`Object{data: {"labels-seen": string(has(object.metadata.labels) ? size(object.metadata.labels) : 0)}}`)
	tests := []struct {
		reinvocation admissionregistration.ReinvocationPolicyType
		want         string
	}{
		{admissionregistration.NeverReinvocationPolicy, "0"},
		{admissionregistration.IfNeededReinvocationPolicy, "1"},
	}
	for _, tt := range tests {
		t.Run(string(tt.reinvocation), func(t *testing.T) {
			hooks := []PolicyHook{
				policy{name: "first", reinvocation: tt.reinvocation, mutations: []admissionregistration.Mutation{countLabels}}.hook(),
				policy{name: "second", mutations: []admissionregistration.Mutation{jsonPatch(addTeamLabel)}}.hook(),
			}
			attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
			d := newTestDispatcher()
			if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
				t.Fatal(err)
			}
			// The chain's second pass, as the admission chain's reinvoker runs it.
			s := attr.GetReinvocationContext()
			if !s.ShouldReinvoke() {
				t.Fatalf("got no request for a second pass after a policy changed the object; want one")
			}
			s.SetIsReinvoke()
			if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
				t.Fatal(err)
			}
			cm := attr.GetObject().(*core.ConfigMap)
			if got := cm.Data["labels-seen"]; got != tt.want {
				t.Errorf("got labels-seen %q; want %q", got, tt.want)
			}
			if cm.Labels["team"] != "blue" {
				t.Errorf("got labels %v; want team=blue", cm.Labels)
			}
		})
	}
}

// TestPolicyReinvokeContext: a change marks the IfNeeded invocations that
// ran before it, once.
func TestPolicyReinvokeContext(t *testing.T) {
	a, b := key{PolicyUID: namespacedName{Name: "a"}}, key{PolicyUID: namespacedName{Name: "b"}}
	rc := &policyReinvokeContext{}
	rc.AddReinvocablePolicyToPreviouslyInvoked(a)
	rc.RequireReinvokingPreviouslyInvokedPlugins()
	rc.AddReinvocablePolicyToPreviouslyInvoked(b)
	if !rc.ShouldReinvoke(a) || rc.ShouldReinvoke(b) {
		t.Errorf("got reinvoke a=%v b=%v; want a only", rc.ShouldReinvoke(a), rc.ShouldReinvoke(b))
	}
	cm := &core.ConfigMap{Data: map[string]string{"k": "v"}}
	rc.SetLastPolicyInvocationOutput(cm)
	if rc.IsOutputChangedSinceLastPolicyInvocation(cm) {
		t.Errorf("got changed for the same object; want unchanged")
	}
	cm.Data["k"] = "w"
	if !rc.IsOutputChangedSinceLastPolicyInvocation(cm) {
		t.Errorf("got unchanged after a change; want changed (the context keeps a copy)")
	}
}

// TestKeyFor: an invocation is named by its policy, binding and param;
// a typed nil param names none.
func TestKeyFor(t *testing.T) {
	hook := policy{name: "p"}.hook()
	param := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "ns"}}
	var nilParam *core.ConfigMap
	tests := []struct {
		param runtime.Object
		want  namespacedName
	}{
		{nil, namespacedName{}},
		{nilParam, namespacedName{}},
		{param, namespacedName{Namespace: "ns", Name: "cfg"}},
	}
	for _, tt := range tests {
		got := keyFor(Invocation{Policy: hook.Policy, Binding: hook.Bindings[0], Param: tt.param})
		if got.PolicyUID.Name != "p" || got.BindingUID.Name != "p" || got.ParamUID != tt.want {
			t.Errorf("got %+v; want policy p, binding p, param %+v", got, tt.want)
		}
	}
}

// TestReinvocationAfterAnotherPlugin: when another plugin changed the
// object between the passes, every IfNeeded policy that ran runs again,
// and a Never one does not.
func TestReinvocationAfterAnotherPlugin(t *testing.T) {
	countData := applyConfiguration(`Object{metadata: Object.metadata{annotations: {"data-seen": string(size(object.data))}}}`)
	hooks := []PolicyHook{
		policy{name: "ifneeded", reinvocation: admissionregistration.IfNeededReinvocationPolicy, mutations: []admissionregistration.Mutation{countData}}.hook(),
	}
	attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
	d := newTestDispatcher()
	if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
		t.Fatal(err)
	}
	// A webhook, say, adds a key; then the second pass.
	attr.GetObject().(*core.ConfigMap).Data["added"] = "by a webhook"
	attr.GetReinvocationContext().SetIsReinvoke()
	if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
		t.Fatal(err)
	}
	if got := attr.GetObject().(*core.ConfigMap).Annotations["data-seen"]; got != "2" {
		t.Errorf("got data-seen %q; want 2 (the policy ran again on the changed object)", got)
	}
}
