package validating

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

// namespaced makes a test storage namespaced, as the configmaps' is.
type namespaced struct{ *informerstest.Storage }

func (namespaced) NamespaceScoped() bool { return true }

type recorder struct{ warnings []string }

func (r *recorder) AddWarning(_, text string) { r.warnings = append(r.warnings, text) }

// testPlugin is a synced plugin over in-memory policies, bindings,
// namespaces and configmaps (the params).
type testPlugin struct {
	*Plugin
	policies, bindings, configmaps *informerstest.Storage
}

func newTestPlugin(t testing.TB) *testPlugin {
	t.Helper()
	gr := func(r string) schema.GroupResource {
		return schema.GroupResource{Group: admissionregistration.GroupName, Resource: r}
	}
	tp := &testPlugin{
		policies: informerstest.NewStorage(gr("validatingadmissionpolicies"),
			func() runtime.Object { return &Policy{} }, func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicyList{} }),
		bindings: informerstest.NewStorage(gr("validatingadmissionpolicybindings"),
			func() runtime.Object { return &PolicyBinding{} }, func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicyBindingList{} }),
		configmaps: informerstest.NewStorage(schema.GroupResource{Resource: "configmaps"},
			func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} }),
	}
	namespaces := informerstest.NewStorage(schema.GroupResource{Resource: "namespaces"},
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		&core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "default", Labels: map[string]string{"env": "prod"}}})
	storages := informers.NewStorages()
	storages.Add(gr("validatingadmissionpolicies"), tp.policies)
	storages.Add(gr("validatingadmissionpolicybindings"), tp.bindings)
	storages.Add(schema.GroupResource{Resource: "configmaps"}, namespaced{tp.configmaps})
	storages.Add(schema.GroupResource{Resource: "namespaces"}, namespaces)
	factory := informers.NewSharedInformerFactory(storages)
	p, err := NewPlugin(nil)
	if err != nil {
		t.Fatal(err)
	}
	p.SetInformerFactory(factory)
	p.SetStorages(storages)
	p.SetAuthorizer(authorizer.AuthorizerFunc(func(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
		return authorizer.DecisionNoOpinion, "", nil
	}))
	if err := p.ValidateInitialization(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	factory.Start(ctx)
	tp.Plugin = p
	// The first request starts the plugin's informers.
	if err, _, _ := tp.validate(t, nil); err != nil {
		t.Fatalf("got %v on the first request; want none (no policies)", err)
	}
	factory.WaitForCacheSync(ctx)
	return tp
}

var resourceVersion = 0

// put stores obj with a new resourceVersion, as storage would.
func put(s *informerstest.Storage, obj runtime.Object) {
	resourceVersion++
	obj.(interface{ SetResourceVersion(string) }).SetResourceVersion(strconv.Itoa(resourceVersion))
	s.Put(obj)
}

func configMapRules() *admissionregistration.MatchResources {
	all := admissionregistration.AllScopes
	return &admissionregistration.MatchResources{
		NamespaceSelector: &metav1.LabelSelector{}, ObjectSelector: &metav1.LabelSelector{},
		ResourceRules: []admissionregistration.NamedRuleWithOperations{{RuleWithOperations: admissionregistration.RuleWithOperations{
			Operations: []admissionregistration.OperationType{admissionregistration.Create, admissionregistration.Update},
			Rule:       admissionregistration.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}, Scope: &all},
		}}},
	}
}

func policy(name string, fp admissionregistration.FailurePolicyType, validations ...admissionregistration.Validation) *Policy {
	return &Policy{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: admissionregistration.ValidatingAdmissionPolicySpec{
		ParamKind:        &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"},
		MatchConstraints: configMapRules(),
		Validations:      validations,
		FailurePolicy:    &fp,
	}}
}

func binding(name, policyName string, actions ...admissionregistration.ValidationAction) *PolicyBinding {
	deny := admissionregistration.DenyAction
	return &PolicyBinding{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: admissionregistration.ValidatingAdmissionPolicyBindingSpec{
		PolicyName:        policyName,
		ParamRef:          &admissionregistration.ParamRef{Name: "limits", ParameterNotFoundAction: &deny},
		ValidationActions: actions,
	}}
}

// validate runs the plugin on creating configmap "cm" (one key, labels
// given) in default, and returns its error, warnings and annotations.
func (tp *testPlugin) validate(t testing.TB, labels map[string]string) (error, []string, map[string]string) {
	t.Helper()
	r := &recorder{}
	attr := webhooktesting.ConfigMapCreate("default", "cm", labels, false)
	err := tp.Validate(warning.WithWarningRecorder(context.Background(), r), attr, webhooktesting.ObjectInterfaces{})
	return err, r.warnings, attr.(admission.AnnotationsGetter).GetAnnotations()
}

// waitForHooks waits until the source sees n policies with b bindings in all.
func (tp *testPlugin) waitForHooks(t testing.TB, n, b int) {
	t.Helper()
	for i := 0; i < 200; i++ {
		hooks := tp.Source().Hooks()
		bindings := 0
		for _, h := range hooks {
			bindings += len(h.Bindings)
		}
		if len(hooks) == n && bindings == b {
			return
		}
		waitABit()
	}
	t.Fatalf("the source never saw %d policies and %d bindings", n, b)
}

func statusOf(err error) (int32, string) {
	if s, ok := err.(*apierrors.StatusError); ok {
		return s.ErrStatus.Code, s.ErrStatus.Message
	}
	return 0, ""
}

func TestValidationActions(t *testing.T) {
	forbidden := metav1.StatusReasonForbidden
	for _, tc := range []struct {
		name        string
		policy      *Policy
		actions     []admissionregistration.ValidationAction
		param       bool
		wantCode    int32
		wantMessage string
		wantWarning string
		wantAudit   string
	}{{
		name:    "deny with messageExpression",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "size(object.data) < int(params.data.max)", MessageExpression: "'at most ' + params.data.max + ' keys'"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
		wantCode: http.StatusUnprocessableEntity, wantMessage: "configmaps \"cm\" is forbidden: ValidatingAdmissionPolicy 'max-keys' with binding 'max-keys-binding' denied request: at most 1 keys",
	}, {
		name:    "reason Forbidden is 403, message",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "false", Message: "never", Reason: &forbidden}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
		wantCode: http.StatusForbidden, wantMessage: "ValidatingAdmissionPolicy 'max-keys' with binding 'max-keys-binding' denied request: never",
	}, {
		name:    "no message: the expression",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "object.metadata.name != 'cm'"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
		wantCode: http.StatusUnprocessableEntity, wantMessage: "denied request: failed expression: object.metadata.name != 'cm'",
	}, {
		name:    "warn lets it through",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "false", Message: "too many"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Warn}, param: true,
		wantWarning: "Validation failed for ValidatingAdmissionPolicy 'max-keys' with binding 'max-keys-binding': too many",
	}, {
		name:    "audit annotates",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "false", Message: "too many"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Audit}, param: true,
		wantAudit: `[{"message":"too many","policy":"max-keys","binding":"max-keys-binding","expressionIndex":0,"validationActions":["Audit"]}]`,
	}, {
		name:    "compile error under Fail denies",
		policy:  policy("broken", admissionregistration.Fail, admissionregistration.Validation{Expression: "object.data.size() <"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
		wantCode: http.StatusUnprocessableEntity, wantMessage: "ValidatingAdmissionPolicy 'broken' with binding 'broken-binding' denied request: compilation error: compilation failed: ERROR: <input>:1:21: Syntax error",
	}, {
		name:    "runtime error under Ignore admits",
		policy:  policy("broken", admissionregistration.Ignore, admissionregistration.Validation{Expression: "object.data.missing == 'x'"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
	}, {
		name:    "runtime error under Fail denies",
		policy:  policy("broken", admissionregistration.Fail, admissionregistration.Validation{Expression: "object.data.missing == 'x'"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: true,
		wantCode: http.StatusUnprocessableEntity, wantMessage: "denied request: expression 'object.data.missing == 'x'' resulted in error: no such key: missing",
	}, {
		name:    "missing param with parameterNotFoundAction Deny",
		policy:  policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{Expression: "true"}),
		actions: []admissionregistration.ValidationAction{admissionregistration.Deny}, param: false,
		wantCode: http.StatusUnprocessableEntity, wantMessage: "ValidatingAdmissionPolicy 'max-keys' with binding 'max-keys-binding' denied request: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			tp := newTestPlugin(t)
			if tc.param {
				put(tp.configmaps, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "limits", Namespace: "default"}, Data: map[string]string{"max": "1"}})
			}
			put(tp.policies, tc.policy)
			put(tp.bindings, binding(tc.policy.Name+"-binding", tc.policy.Name, tc.actions...))
			tp.waitForHooks(t, 1, 1)
			err, warnings, annotations := tp.validate(t, nil)
			code, message := statusOf(err)
			if code != tc.wantCode || !strings.Contains(message, tc.wantMessage) || (tc.wantCode == 0) != (err == nil) {
				t.Errorf("got %d %q (%v); want %d and a message containing %q", code, message, err, tc.wantCode, tc.wantMessage)
			}
			if got := strings.Join(warnings, "\n"); got != tc.wantWarning {
				t.Errorf("got warnings %q; want %q", got, tc.wantWarning)
			}
			if got := annotations[ValidationFailureAnnotationKey]; got != tc.wantAudit {
				t.Errorf("got audit annotation %q; want %q", got, tc.wantAudit)
			}
		})
	}
}

// TestMatchingAndCompileOnce checks selectors and matchConditions, and
// that requests never compile: only a changed policy is compiled again.
func TestMatchingAndCompileOnce(t *testing.T) {
	tp := newTestPlugin(t)
	p := policy("no-team-x", admissionregistration.Fail, admissionregistration.Validation{Expression: "variables.team != 'x'", Message: "team x may not"})
	p.Spec.ParamKind = nil
	p.Spec.Variables = []admissionregistration.Variable{{Name: "team", Expression: "object.metadata.labels.team"}}
	p.Spec.MatchConditions = []admissionregistration.MatchCondition{{Name: "has-team", Expression: "has(object.metadata.labels) && 'team' in object.metadata.labels"}}
	p.Spec.MatchConstraints.NamespaceSelector = &metav1.LabelSelector{MatchLabels: map[string]string{"env": "prod"}}
	b := binding("b", "no-team-x", admissionregistration.Deny)
	b.Spec.ParamRef = nil
	put(tp.policies, p)
	put(tp.bindings, b)
	tp.waitForHooks(t, 1, 1)
	compiled := tp.Source().(interface{ CompileCount() int64 }).CompileCount()
	for _, tc := range []struct {
		labels map[string]string
		denied bool
	}{
		{nil, false}, // the matchCondition is false
		{map[string]string{"team": "y"}, false},
		{map[string]string{"team": "x"}, true},
	} {
		err, _, _ := tp.validate(t, tc.labels)
		if (err != nil) != tc.denied {
			t.Errorf("labels %v: got %v; want denied %v", tc.labels, err, tc.denied)
		}
	}
	if got := tp.Source().(interface{ CompileCount() int64 }).CompileCount(); got != compiled {
		t.Errorf("got %d compilations after requests; want %d (none per request)", got, compiled)
	}
	// A binding that selects another namespace label leaves it alone.
	b2 := b.DeepCopy()
	b2.Spec.MatchResources = &admissionregistration.MatchResources{NamespaceSelector: &metav1.LabelSelector{MatchLabels: map[string]string{"env": "dev"}}, ObjectSelector: &metav1.LabelSelector{}}
	put(tp.bindings, b2)
	for i := 0; i < 200; i++ {
		if hooks := tp.Source().Hooks(); len(hooks) == 1 && len(hooks[0].Bindings) == 1 && hooks[0].Bindings[0].Spec.MatchResources != nil {
			break
		}
		waitABit()
	}
	if err, _, _ := tp.validate(t, map[string]string{"team": "x"}); err != nil {
		t.Errorf("got %v; want no denial from a binding for env=dev", err)
	}
	if got := tp.Source().(interface{ CompileCount() int64 }).CompileCount(); got != compiled {
		t.Errorf("got %d compilations after a binding change; want %d", got, compiled)
	}
}

// TestNotServed checks a master that does not serve the policies (the
// group version disabled) gets a plugin that admits at once and asks for
// no informer that could never list.
func TestNotServed(t *testing.T) {
	storages := informers.NewStorages()
	factory := informers.NewSharedInformerFactory(storages)
	p, err := NewPlugin(nil)
	if err != nil {
		t.Fatal(err)
	}
	p.SetInformerFactory(factory)
	p.SetStorages(storages)
	p.SetAuthorizer(authorizer.AuthorizerFunc(func(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
		return authorizer.DecisionAllow, "", nil
	}))
	if err := p.ValidateInitialization(); err != nil {
		t.Fatal(err)
	}
	attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
	if err := p.Validate(context.Background(), attr, webhooktesting.ObjectInterfaces{}); err != nil {
		t.Errorf("got %v; want nil", err)
	}
	if got := factory.NotSynced(); len(got) != 1 || got[0] != "namespaces" {
		t.Errorf("got informers %v not synced; want only namespaces (no policy informers)", got)
	}
}
