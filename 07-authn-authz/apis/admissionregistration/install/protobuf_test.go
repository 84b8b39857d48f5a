package install

import (
	"encoding/hex"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	v1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/v1"
)

// upstreamProtobuf are the bytes k8s.io/api@v0.37.2's generated Marshal
// writes for the objects of TestProtobufAsUpstream, made once with a
// program importing k8s.io/api/admissionregistration/v1 (the main module
// may not import it) and pasted here.
var upstreamProtobuf = map[string]string{
	"ValidatingAdmissionPolicy":        "0a1d0a0d7265706c6963612d6c696d697412001a0022002a0032003800420012ae010a0f0a0276311209436f6e6669674d6170124a0a0d0a0b0a03656e7612047465737412001a2b0a0377656212240a06435245415445121a0a0461707073120276311a0b6465706c6f796d656e747322012a3a0a4571756976616c656e741a2c0a196f626a6563742e737065632e7265706c69636173203c3d203512016d1a07496e76616c6964220327782722044661696c2a080a016b120327762732090a01631204747275653a060a01721201311a29080212250a23121e737065632e76616c69646174696f6e735b305d2e65787072657373696f6e1a0177",
	"ValidatingAdmissionPolicyBinding": "0a110a016212001a0022002a0032003800420012300a0d7265706c6963612d6c696d697412120a016e120764656661756c74220444656e79220444656e7922054175646974",
	"MutatingAdmissionPolicy":          "0a110a016d12001a0022002a003200380042001245221112094a534f4e506174636822040a025b5d222012124170706c79436f6e66696775726174696f6e1a0a0a084f626a6563747b7d2a044661696c3a0849664e6565646564",
	"MutatingAdmissionPolicyBinding":   "0a120a026d6212001a0022002a0032003800420012190a016d12140a0012001a080a060a0161120162220444656e79",
}

// TestProtobufAsUpstream encodes the four policy kinds, every field set,
// and requires upstream's bytes: the protobuf tags carry upstream's field
// numbers and wire types.
func TestProtobufAsUpstream(t *testing.T) {
	fail, deny, eq, all := v1.Fail, v1.DenyAction, v1.Equivalent, v1.AllScopes
	reason := metav1.StatusReasonInvalid
	objects := map[string]any{
		"ValidatingAdmissionPolicy": &v1.ValidatingAdmissionPolicy{
			ObjectMeta: metav1.ObjectMeta{Name: "replica-limit"},
			Spec: v1.ValidatingAdmissionPolicySpec{
				ParamKind: &v1.ParamKind{APIVersion: "v1", Kind: "ConfigMap"},
				MatchConstraints: &v1.MatchResources{
					NamespaceSelector: &metav1.LabelSelector{MatchLabels: map[string]string{"env": "test"}},
					ObjectSelector:    &metav1.LabelSelector{},
					MatchPolicy:       &eq,
					ResourceRules: []v1.NamedRuleWithOperations{{ResourceNames: []string{"web"}, RuleWithOperations: v1.RuleWithOperations{
						Operations: []v1.OperationType{v1.Create}, Rule: v1.Rule{APIGroups: []string{"apps"}, APIVersions: []string{"v1"}, Resources: []string{"deployments"}, Scope: &all}}}},
				},
				Validations:      []v1.Validation{{Expression: "object.spec.replicas <= 5", Message: "m", Reason: &reason, MessageExpression: "'x'"}},
				FailurePolicy:    &fail,
				AuditAnnotations: []v1.AuditAnnotation{{Key: "k", ValueExpression: "'v'"}},
				MatchConditions:  []v1.MatchCondition{{Name: "c", Expression: "true"}},
				Variables:        []v1.Variable{{Name: "r", Expression: "1"}},
			},
			Status: v1.ValidatingAdmissionPolicyStatus{ObservedGeneration: 2, TypeChecking: &v1.TypeChecking{
				ExpressionWarnings: []v1.ExpressionWarning{{FieldRef: "spec.validations[0].expression", Warning: "w"}}}},
		},
		"ValidatingAdmissionPolicyBinding": &v1.ValidatingAdmissionPolicyBinding{ObjectMeta: metav1.ObjectMeta{Name: "b"}, Spec: v1.ValidatingAdmissionPolicyBindingSpec{
			PolicyName: "replica-limit", ParamRef: &v1.ParamRef{Name: "n", Namespace: "default", ParameterNotFoundAction: &deny},
			ValidationActions: []v1.ValidationAction{v1.Deny, v1.Audit}}},
		"MutatingAdmissionPolicy": &v1.MutatingAdmissionPolicy{ObjectMeta: metav1.ObjectMeta{Name: "m"}, Spec: v1.MutatingAdmissionPolicySpec{
			FailurePolicy: &fail, ReinvocationPolicy: v1.IfNeededReinvocationPolicy,
			Mutations: []v1.Mutation{{PatchType: v1.PatchTypeJSONPatch, JSONPatch: &v1.JSONPatch{Expression: "[]"}},
				{PatchType: v1.PatchTypeApplyConfiguration, ApplyConfiguration: &v1.ApplyConfiguration{Expression: "Object{}"}}}}},
		"MutatingAdmissionPolicyBinding": &v1.MutatingAdmissionPolicyBinding{ObjectMeta: metav1.ObjectMeta{Name: "mb"}, Spec: v1.MutatingAdmissionPolicyBindingSpec{
			PolicyName: "m", ParamRef: &v1.ParamRef{Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"a": "b"}}, ParameterNotFoundAction: &deny}}},
	}
	for kind, obj := range objects {
		t.Run(kind, func(t *testing.T) {
			got, err := proto.Marshal(obj)
			if err != nil {
				t.Fatal(err)
			}
			if want := upstreamProtobuf[kind]; hex.EncodeToString(got) != want {
				t.Errorf("got  %x\nwant %s", got, want)
			}
		})
	}
}
