package mutating

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

func ptr[T any](v T) *T { return &v }

// hook is a mutating webhook at url with the given policy and timeout.
func hook(name, url string, ca []byte, policy admissionregistration.FailurePolicyType, timeout int32) *admissionregistration.MutatingWebhook {
	return &admissionregistration.MutatingWebhook{
		Name:                    name,
		ClientConfig:            admissionregistration.WebhookClientConfig{URL: &url, CABundle: ca},
		Rules:                   webhooktesting.ConfigMapRule(),
		FailurePolicy:           &policy,
		SideEffects:             ptr(admissionregistration.SideEffectClassNone),
		TimeoutSeconds:          &timeout,
		AdmissionReviewVersions: []string{"v1"},
		ReinvocationPolicy:      ptr(admissionregistration.NeverReinvocationPolicy),
	}
}

func dispatcher(t *testing.T) *mutatingDispatcher {
	t.Helper()
	w, err := generic.NewWebhook(admission.NewHandler(admission.Create), nil, nil, newMutatingDispatcher)
	if err != nil {
		t.Fatal(err)
	}
	return &mutatingDispatcher{cm: &utilwebhook.ClientManager{}, plugin: w}
}

func TestDispatch(t *testing.T) {
	server := webhooktesting.NewServer(t)
	ca := server.CABundle
	tests := []struct {
		name      string
		path      string
		policy    admissionregistration.FailurePolicyType
		url       string // overrides path
		caBundle  []byte // overrides the server's
		dryRun    bool
		sideEff   admissionregistration.SideEffectClass
		wantCode  int32 // 0: no error
		wantMsg   string
		wantLabel bool
	}{
		{name: "allow", path: "/allow", policy: admissionregistration.Fail},
		{name: "patch applied", path: "/patch", policy: admissionregistration.Fail, wantLabel: true},
		{name: "deny with code", path: "/deny", policy: admissionregistration.Ignore, wantCode: 403,
			wantMsg: `admission webhook "m.example.com" denied the request: no way`},
		{name: "deny without status", path: "/deny-bare", policy: admissionregistration.Fail, wantCode: 400,
			wantMsg: `admission webhook "m.example.com" denied the request without explanation`},
		{name: "garbage, Fail", path: "/garbage", policy: admissionregistration.Fail, wantCode: 500,
			wantMsg: `failed calling webhook "m.example.com": failed to call webhook: couldn't decode the webhook response`},
		{name: "garbage, Ignore", path: "/garbage", policy: admissionregistration.Ignore},
		{name: "500, Fail", path: "/500", policy: admissionregistration.Fail, wantCode: 500,
			wantMsg: "the server responded with the status code 500 but did not return more information"},
		{name: "500, Ignore", path: "/500", policy: admissionregistration.Ignore},
		{name: "wrong uid, Fail", path: "/bad-uid", policy: admissionregistration.Fail, wantCode: 500,
			wantMsg: `received invalid webhook response: expected response.uid=`},
		{name: "down, Fail", url: "https://127.0.0.1:1/", policy: admissionregistration.Fail, wantCode: 500,
			wantMsg: `failed calling webhook "m.example.com": failed to call webhook: Post "https://127.0.0.1:1/"`},
		{name: "down, Ignore", url: "https://127.0.0.1:1/", policy: admissionregistration.Ignore},
		{name: "unknown CA, Fail", path: "/allow", caBundle: []byte{}, policy: admissionregistration.Fail, wantCode: 500,
			wantMsg: "certificate"},
		{name: "dry run, side effects Some", path: "/allow", policy: admissionregistration.Ignore, dryRun: true,
			sideEff: admissionregistration.SideEffectClassSome, wantCode: 400,
			wantMsg: `admission webhook "m.example.com" does not support dry run`},
		{name: "dry run, side effects NoneOnDryRun", path: "/allow", policy: admissionregistration.Fail, dryRun: true,
			sideEff: admissionregistration.SideEffectClassNoneOnDryRun},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url := server.URLFor(tt.path)
			if tt.url != "" {
				url = tt.url
			}
			bundle := ca
			if tt.caBundle != nil {
				bundle = tt.caBundle
			}
			h := hook("m.example.com", url, bundle, tt.policy, 5)
			if tt.sideEff != "" {
				h.SideEffects = &tt.sideEff
			}
			attr := webhooktesting.ConfigMapCreate("default", "cm", nil, tt.dryRun)
			hooks := []webhook.WebhookAccessor{webhook.NewMutatingWebhookAccessor("c/m/0", "c", h)}
			err := dispatcher(t).Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks)
			checkErr(t, err, tt.wantCode, tt.wantMsg)
			labels := attr.GetObject().(*core.ConfigMap).Labels
			if got := labels["webhook/mutated"] == "true"; got != tt.wantLabel {
				t.Errorf("got labels %v; want the webhook's label: %v", labels, tt.wantLabel)
			}
		})
	}
}

// checkErr compares err's code and message with the wanted ones.
func checkErr(t *testing.T, err error, wantCode int32, wantMsg string) {
	t.Helper()
	if wantCode == 0 {
		if err != nil {
			t.Fatalf("got %v; want no error", err)
		}
		return
	}
	status, ok := err.(*apierrors.StatusError)
	if !ok {
		t.Fatalf("got %T %v; want a StatusError", err, err)
	}
	if status.ErrStatus.Code != wantCode || !strings.Contains(status.Error(), wantMsg) {
		t.Errorf("got %d %q; want %d containing %q", status.ErrStatus.Code, status.Error(), wantCode, wantMsg)
	}
}

// TestTimeout checks a webhook slower than its timeoutSeconds is given
// up on within that time (plus a margin), failing or not as its policy.
func TestTimeout(t *testing.T) {
	server := webhooktesting.NewServer(t)
	for _, policy := range []admissionregistration.FailurePolicyType{admissionregistration.Fail, admissionregistration.Ignore} {
		t.Run(string(policy), func(t *testing.T) {
			h := hook("slow.example.com", server.URLFor("/slow"), server.CABundle, policy, 1)
			hooks := []webhook.WebhookAccessor{webhook.NewMutatingWebhookAccessor("c/slow/0", "c", h)}
			start := time.Now()
			err := dispatcher(t).Dispatch(context.Background(), webhooktesting.ConfigMapCreate("default", "cm", nil, false),
				webhooktesting.ObjectInterfaces{}, hooks)
			if elapsed := time.Since(start); elapsed > 2*time.Second {
				t.Errorf("took %v; want under timeoutSeconds+1s = 2s", elapsed)
			}
			if policy == admissionregistration.Fail {
				checkErr(t, err, 500, "context deadline exceeded")
			} else if err != nil {
				t.Errorf("got %v; want no error under Ignore", err)
			}
		})
	}
}

// TestReview checks what the webhook receives: the request's identity,
// the user, the object in v1 JSON, the options.
func TestReview(t *testing.T) {
	server := webhooktesting.NewServer(t)
	h := hook("m.example.com", server.URLFor("/allow"), server.CABundle, admissionregistration.Fail, 5)
	attr := webhooktesting.ConfigMapCreate("default", "cm", map[string]string{"a": "b"}, true)
	hooks := []webhook.WebhookAccessor{webhook.NewMutatingWebhookAccessor("c/m/0", "c", h)}
	if err := dispatcher(t).Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
		t.Fatal(err)
	}
	reviews := server.Reviews()
	if len(reviews) != 1 {
		t.Fatalf("got %d reviews; want 1", len(reviews))
	}
	r := reviews[0]
	req := r.Request
	if r.APIVersion != "admission.k8s.io/v1" || r.Kind != "AdmissionReview" || req.UID == "" {
		t.Errorf("got %s %s uid %q; want admission.k8s.io/v1 AdmissionReview with a uid", r.APIVersion, r.Kind, req.UID)
	}
	if req.Kind.Kind != "ConfigMap" || req.Resource.Resource != "configmaps" || req.RequestResource.Resource != "configmaps" ||
		req.Name != "cm" || req.Namespace != "default" || req.Operation != "CREATE" || !*req.DryRun {
		t.Errorf("got request %+v; want a dry-run CREATE of configmap default/cm", req)
	}
	if req.UserInfo.Username != "alice" || len(req.UserInfo.Groups) != 1 {
		t.Errorf("got user %+v; want alice in devs", req.UserInfo)
	}
	for _, want := range []string{`"apiVersion":"v1"`, `"kind":"ConfigMap"`, `"labels":{"a":"b"}`, `"data":{"k":"v"}`} {
		if !strings.Contains(string(req.Object.Raw), want) {
			t.Errorf("got object %s; want it to contain %s", req.Object.Raw, want)
		}
	}
	if !strings.Contains(string(req.Options.Raw), `"kind":"CreateOptions"`) {
		t.Errorf("got options %s; want CreateOptions", req.Options.Raw)
	}
	annotations := attr.(admission.AnnotationsGetter).GetAnnotations()
	if annotations["m.example.com/checked"] != "yes" {
		t.Errorf("got annotations %v; want m.example.com/checked=yes", annotations)
	}
}

// TestReinvocation checks an IfNeeded webhook is called again when a
// later webhook patched the object, and a Never one is not.
func TestReinvocation(t *testing.T) {
	server := webhooktesting.NewServer(t)
	ifNeeded := hook("first.example.com", server.URLFor("/allow"), server.CABundle, admissionregistration.Fail, 5)
	ifNeeded.ReinvocationPolicy = ptr(admissionregistration.IfNeededReinvocationPolicy)
	never := hook("never.example.com", server.URLFor("/allow"), server.CABundle, admissionregistration.Fail, 5)
	patcher := hook("patch.example.com", server.URLFor("/patch"), server.CABundle, admissionregistration.Fail, 5)
	hooks := []webhook.WebhookAccessor{
		webhook.NewMutatingWebhookAccessor("a/first/0", "a", ifNeeded),
		webhook.NewMutatingWebhookAccessor("a/never/1", "a", never),
		webhook.NewMutatingWebhookAccessor("b/patch/0", "b", patcher),
	}
	attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
	d := dispatcher(t)
	if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
		t.Fatal(err)
	}
	// The chain's second pass, as the admission chain's reinvoker runs it.
	s := attr.GetReinvocationContext()
	if !s.ShouldReinvoke() {
		t.Fatalf("got no request for a second pass after a webhook patched the object; want one")
	}
	s.SetIsReinvoke()
	if err := d.Dispatch(context.Background(), attr, webhooktesting.ObjectInterfaces{}, hooks); err != nil {
		t.Fatal(err)
	}
	if got := len(server.Reviews()); got != 4 {
		t.Errorf("got %d calls; want 4 (three, then first.example.com again)", got)
	}
	last := server.Reviews()[3]
	if !strings.Contains(string(last.Request.Object.Raw), `"webhook/mutated":"true"`) {
		t.Errorf("got reinvocation object %s; want the patched one", last.Request.Object.Raw)
	}
}
