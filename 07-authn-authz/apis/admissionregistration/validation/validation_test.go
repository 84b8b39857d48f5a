package validation

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// testCAPEM is a self-signed certificate, made once.
func testCAPEM(t *testing.T) []byte {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "ca"},
		NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

func ptr[T any](v T) *T { return &v }

// validHook is a webhook every check accepts; each case breaks one thing.
func validHook(ca []byte) admissionregistration.ValidatingWebhook {
	return admissionregistration.ValidatingWebhook{
		Name: "deny.example.com",
		ClientConfig: admissionregistration.WebhookClientConfig{
			URL: ptr("https://example.com:8443/validate"), CABundle: ca,
		},
		Rules: []admissionregistration.RuleWithOperations{{
			Operations: []admissionregistration.OperationType{admissionregistration.Create},
			Rule: admissionregistration.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"},
				Resources: []string{"configmaps", "pods/status"}, Scope: ptr(admissionregistration.AllScopes)},
		}},
		FailurePolicy:           ptr(admissionregistration.Fail),
		MatchPolicy:             ptr(admissionregistration.Equivalent),
		NamespaceSelector:       &metav1.LabelSelector{MatchLabels: map[string]string{"env": "test"}},
		ObjectSelector:          &metav1.LabelSelector{},
		SideEffects:             ptr(admissionregistration.SideEffectClassNone),
		TimeoutSeconds:          ptr(int32(10)),
		AdmissionReviewVersions: []string{"v1"},
	}
}

func TestValidateValidatingWebhookConfiguration(t *testing.T) {
	ca := testCAPEM(t)
	tests := []struct {
		name    string
		change  func(c *admissionregistration.ValidatingWebhookConfiguration)
		wantErr string // "" for valid
	}{
		{"valid", func(c *admissionregistration.ValidatingWebhookConfiguration) {}, ""},
		{"service client config", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = nil
			c.Webhooks[0].ClientConfig.Service = &admissionregistration.ServiceReference{Namespace: "ns", Name: "svc", Path: ptr("/validate"), Port: 443}
		}, ""},
		{"name not qualified", func(c *admissionregistration.ValidatingWebhookConfiguration) { c.Webhooks[0].Name = "deny" },
			"webhooks[0].name: Invalid value: \"deny\": should be a domain with at least three segments separated by dots"},
		{"duplicate name", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks = append(c.Webhooks, c.Webhooks[0])
		}, "webhooks[1].name: Duplicate value"},
		{"no operations", func(c *admissionregistration.ValidatingWebhookConfiguration) { c.Webhooks[0].Rules[0].Operations = nil },
			"webhooks[0].rules[0].operations: Required value"},
		{"wildcard operation with others", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Operations = []admissionregistration.OperationType{"*", "CREATE"}
		}, "if '*' is present, must not specify other operations"},
		{"unknown operation", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Operations = []admissionregistration.OperationType{"PATCH"}
		}, "Unsupported value: \"PATCH\""},
		{"no api versions", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].APIVersions = nil
		},
			"webhooks[0].rules[0].apiVersions: Required value"},
		{"wildcard group with others", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].APIGroups = []string{"*", "apps"}
		}, "if '*' is present, must not specify other API groups"},
		{"double wildcard with others", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Resources = []string{"*/*", "pods"}
		}, "if '*/*' is present, must not specify other resources"},
		{"subresource covered by */sub", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Resources = []string{"*/status", "pods/status"}
		}, "if '*/status' is present, must not specify pods/status"},
		{"wildcard and a plain resource", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Resources = []string{"*", "pods"}
		}, "if '*' is present, must not specify other resources without subresources"},
		{"bad scope", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].Rules[0].Scope = ptr(admissionregistration.ScopeType("Everywhere"))
		}, "webhooks[0].rules[0].scope: Unsupported value"},
		{"both url and service", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.Service = &admissionregistration.ServiceReference{Namespace: "ns", Name: "svc", Port: 443}
		}, "exactly one of url or service is required"},
		{"neither url nor service", func(c *admissionregistration.ValidatingWebhookConfiguration) { c.Webhooks[0].ClientConfig.URL = nil },
			"exactly one of url or service is required"},
		{"http url", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = ptr("http://example.com/")
		},
			"'https' is the only allowed URL scheme"},
		{"url with user", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = ptr("https://u:p@example.com/")
		},
			"user information is not permitted in the URL"},
		{"url with query", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = ptr("https://example.com/?a=b")
		},
			"query parameters are not permitted in the URL"},
		{"url with fragment", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = ptr("https://example.com/#x")
		},
			"fragments are not permitted in the URL"},
		{"service path without slash", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = nil
			c.Webhooks[0].ClientConfig.Service = &admissionregistration.ServiceReference{Namespace: "ns", Name: "svc", Path: ptr("validate"), Port: 443}
		}, "must start with a '/'"},
		{"service path empty segment", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = nil
			c.Webhooks[0].ClientConfig.Service = &admissionregistration.ServiceReference{Namespace: "ns", Name: "svc", Path: ptr("/a//b"), Port: 443}
		}, "segment[1] may not be empty"},
		{"service bad port", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.URL = nil
			c.Webhooks[0].ClientConfig.Service = &admissionregistration.ServiceReference{Namespace: "ns", Name: "svc", Port: 70000}
		}, "port is not valid"},
		{"bad caBundle", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.CABundle = []byte("not a certificate")
		}, "webhooks[0].clientConfig.caBundle: Invalid value"},
		{"caBundle with a key", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ClientConfig.CABundle = pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: []byte{1}})
		}, "must hold only PEM CERTIFICATE blocks"},
		{"no side effects", func(c *admissionregistration.ValidatingWebhookConfiguration) { c.Webhooks[0].SideEffects = nil },
			"webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun"},
		{"side effects Some", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].SideEffects = ptr(admissionregistration.SideEffectClassSome)
		}, "webhooks[0].sideEffects: Unsupported value: \"Some\""},
		{"no review versions", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].AdmissionReviewVersions = nil
		},
			"admissionReviewVersions: Required value"},
		{"review versions without v1", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].AdmissionReviewVersions = []string{"v2"}
		}, "must include at least one of v1"},
		{"timeout too long", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].TimeoutSeconds = ptr(int32(31))
		},
			"the timeout value must be between 1 and 30 seconds"},
		{"timeout zero", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].TimeoutSeconds = ptr(int32(0))
		},
			"the timeout value must be between 1 and 30 seconds"},
		{"bad failure policy", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].FailurePolicy = ptr(admissionregistration.FailurePolicyType("Maybe"))
		}, "failurePolicy: Unsupported value"},
		{"bad label selector", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].ObjectSelector = &metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "a", Operator: "Bogus"}}}
		}, "webhooks[0].objectSelector: Invalid value"},
		{"bad selector label", func(c *admissionregistration.ValidatingWebhookConfiguration) {
			c.Webhooks[0].NamespaceSelector = &metav1.LabelSelector{MatchLabels: map[string]string{"a": "b c"}}
		}, "webhooks[0].namespaceSelector.matchLabels: Invalid value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &admissionregistration.ValidatingWebhookConfiguration{
				ObjectMeta: metav1.ObjectMeta{Name: "config"},
				Webhooks:   []admissionregistration.ValidatingWebhook{validHook(ca)},
			}
			tt.change(c)
			errs := ValidateValidatingWebhookConfiguration(c)
			got := errs.ToAggregate()
			switch {
			case tt.wantErr == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.wantErr != "" && (got == nil || !strings.Contains(got.Error(), tt.wantErr)):
				t.Errorf("got %v; want an error containing %q", got, tt.wantErr)
			}
		})
	}
}

func TestValidateMutatingReinvocationPolicy(t *testing.T) {
	v := validHook(nil)
	c := &admissionregistration.MutatingWebhookConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: "config"},
		Webhooks: []admissionregistration.MutatingWebhook{{
			Name: v.Name, ClientConfig: v.ClientConfig, Rules: v.Rules, FailurePolicy: v.FailurePolicy,
			MatchPolicy: v.MatchPolicy, NamespaceSelector: v.NamespaceSelector, ObjectSelector: v.ObjectSelector,
			SideEffects: v.SideEffects, TimeoutSeconds: v.TimeoutSeconds, AdmissionReviewVersions: v.AdmissionReviewVersions,
			ReinvocationPolicy: ptr(admissionregistration.IfNeededReinvocationPolicy),
		}},
	}
	if errs := ValidateMutatingWebhookConfiguration(c); len(errs) != 0 {
		t.Fatalf("got %v; want no error", errs)
	}
	c.Webhooks[0].ReinvocationPolicy = ptr(admissionregistration.ReinvocationPolicyType("Always"))
	if errs := ValidateMutatingWebhookConfiguration(c); len(errs) != 1 || !strings.Contains(errs[0].Error(), "reinvocationPolicy: Unsupported value") {
		t.Errorf("got %v; want one reinvocationPolicy error", errs)
	}
}
