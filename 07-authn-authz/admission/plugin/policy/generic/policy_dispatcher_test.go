package generic

import (
	"errors"
	"net/http"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// failingPolicy is a PolicyAccessor with a name and a failurePolicy.
type failingPolicy struct {
	name          string
	failurePolicy admissionregistration.FailurePolicyType
}

func (p failingPolicy) GetName() string                                          { return p.name }
func (failingPolicy) GetNamespace() string                                       { return "" }
func (failingPolicy) GetParamKind() *admissionregistration.ParamKind             { return nil }
func (failingPolicy) GetMatchConstraints() *admissionregistration.MatchResources { return nil }
func (p failingPolicy) GetFailurePolicy() *admissionregistration.FailurePolicyType {
	return &p.failurePolicy
}

// TestFailurePolicyErrors: the code and reason of a refusal, as upstream's
// generic dispatcher (the mutating plugin's: 403, with the error's reason)
// and upstream's validating dispatcher (a default reason, and its code)
// answer.
func TestFailurePolicyErrors(t *testing.T) {
	fail, ignore := admissionregistration.Fail, admissionregistration.Ignore
	tests := []struct {
		name          string
		defaultReason metav1.StatusReason
		errs          []PolicyError
		wantCode      int32 // 0: no error
		wantReason    metav1.StatusReason
		wantMessage   string
	}{
		{name: "a failed mutation: 403 with reason Invalid, as upstream's mutating plugin answers",
			errs:     []PolicyError{{Policy: failingPolicy{"p", fail}, Message: errors.New("JSON Patch: x"), Reason: metav1.StatusReasonInvalid}},
			wantCode: http.StatusForbidden, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `policy "p" denied request: JSON Patch: x`},
		{name: "a configuration error without a reason: 403 Forbidden",
			errs:     []PolicyError{{Policy: failingPolicy{"p", fail}, Message: errors.New("failed to configure policy: x")}},
			wantCode: http.StatusForbidden, wantReason: metav1.StatusReasonForbidden,
			wantMessage: `policy "p" denied request: failed to configure policy: x`},
		{name: "the validating plugin: a configuration error is 422 Invalid",
			defaultReason: metav1.StatusReasonInvalid,
			errs:          []PolicyError{{PolicyKind: "ValidatingAdmissionPolicy", Policy: failingPolicy{"p", fail}, Message: errors.New("failed to configure policy: x")}},
			wantCode:      http.StatusUnprocessableEntity, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `ValidatingAdmissionPolicy 'p' denied request: failed to configure policy: x`},
		{name: "the validating plugin: an error's own reason picks the code",
			defaultReason: metav1.StatusReasonInvalid,
			errs:          []PolicyError{{PolicyKind: "ValidatingAdmissionPolicy", Policy: failingPolicy{"p", fail}, Message: errors.New("x"), Reason: metav1.StatusReasonRequestEntityTooLarge}},
			wantCode:      http.StatusRequestEntityTooLarge, wantReason: metav1.StatusReasonRequestEntityTooLarge,
			wantMessage: `ValidatingAdmissionPolicy 'p' denied request: x`},
		{name: "Ignore drops the error; the first kept one answers",
			errs: []PolicyError{
				{Policy: failingPolicy{"lenient", ignore}, Message: errors.New("a"), Reason: metav1.StatusReasonInvalid},
				{Policy: failingPolicy{"strict", fail}, Message: errors.New("b")},
			},
			wantCode: http.StatusForbidden, wantReason: metav1.StatusReasonForbidden,
			wantMessage: `policy "strict" denied request: b`},
		{name: "only Ignore: admitted",
			errs: []PolicyError{{Policy: failingPolicy{"lenient", ignore}, Message: errors.New("a"), Reason: metav1.StatusReasonInvalid}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
			err := failurePolicyErrors(attr, tt.errs, tt.defaultReason)
			if tt.wantCode == 0 {
				if err != nil {
					t.Fatalf("got %v; want no error", err)
				}
				return
			}
			var statusErr *apierrors.StatusError
			if !errors.As(err, &statusErr) {
				t.Fatalf("got %v; want a StatusError", err)
			}
			s := statusErr.Status()
			if s.Code != tt.wantCode || s.Reason != tt.wantReason || s.Message != tt.wantMessage {
				t.Errorf("got %d %s %q; want %d %s %q", s.Code, s.Reason, s.Message, tt.wantCode, tt.wantReason, tt.wantMessage)
			}
			if len(s.Details.Causes) != 1 || s.Details.Causes[0].Message != tt.wantMessage {
				t.Errorf("got causes %v; want one, %q", s.Details.Causes, tt.wantMessage)
			}
		})
	}
}
