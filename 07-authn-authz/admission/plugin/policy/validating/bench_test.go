package validating

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// BenchmarkValidate is the plugin's own cost on a ConfigMap create,
// without policies and with one matching policy (a ConfigMap param, a
// variable, a messageExpression), in process, without HTTP or storage (07-authn-authz/app's
// BenchmarkValidatingAdmissionPolicy measures the whole create).
//
//	go test -run '^$' -bench Validate -benchmem ./07-authn-authz/admission/plugin/policy/validating/
func BenchmarkValidate(b *testing.B) {
	for _, withPolicy := range []bool{false, true} {
		name := "no-policy"
		if withPolicy {
			name = "one-policy"
		}
		b.Run(name, func(b *testing.B) {
			tp := newTestPlugin(b)
			if withPolicy {
				put(tp.configmaps, configMapParam("3"))
				p := policy("max-keys", admissionregistration.Fail, admissionregistration.Validation{
					Expression: "size(object.data) <= variables.max", MessageExpression: "'at most ' + string(variables.max)"})
				p.Spec.Variables = []admissionregistration.Variable{{Name: "max", Expression: "int(params.data.max)"}}
				put(tp.policies, p)
				put(tp.bindings, binding("b", "max-keys", admissionregistration.Deny))
				tp.waitForHooks(b, 1, 1)
			}
			for b.Loop() {
				if err, _, _ := tp.validate(b, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
