package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// errorMessages prints errs as the 422 body's causes read: one
// "path: Type: value: detail" per error, "; " between them.
func errorMessages(errs field.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, e.Error())
	}
	return strings.Join(parts, "; ")
}

func policy(p core.IPFamilyPolicy) *core.IPFamilyPolicy { return &p }

// TestValidateServiceClusterIPs: the cluster IP fields of a new service,
// with upstream's paths and messages.
func TestValidateServiceClusterIPs(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(s *core.Service)
		want   string
	}{
		{"both set and equal", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10"} }, ""},
		{"first must match clusterIP", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.11"} },
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.11\"}: first value must match `clusterIP`"},
		{"clusterIPs required with clusterIP", func(s *core.Service) { s.Spec.ClusterIP = "10.0.0.10" },
			"spec.clusterIPs: Required value"},
		{"clusterIPs without clusterIP", func(s *core.Service) { s.Spec.ClusterIPs = []string{"10.0.0.10"} },
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.10\"}: must be empty when `clusterIP` is not specified"},
		{"None stands alone", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "None", []string{"None", "fd00::1"} },
			"spec.clusterIPs: Invalid value: []string{\"None\", \"fd00::1\"}: 'None' must be the first and only value"},
		{"not an address", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.300", []string{"10.0.0.300"} },
			"spec.clusterIPs[0]: Invalid value: \"10.0.0.300\": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)"},
		{"leading zeros", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.010", []string{"10.0.0.010"} },
			"spec.clusterIPs[0]: Invalid value: \"10.0.0.010\": must not have leading 0s"},
		{"one per family", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10", "10.0.0.11"}
		},
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.10\", \"10.0.0.11\"}: may specify no more than one IP for each IP family"},
		{"at most two", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10", "fd00::1", "fd00::2"}
		}, "spec.clusterIPs: Invalid value: []string{\"10.0.0.10\", \"fd00::1\", \"fd00::2\"}: may only hold up to 2 values"},
		{"family of each address", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs, s.Spec.IPFamilies = "10.0.0.10", []string{"10.0.0.10"}, []core.IPFamily{core.IPv6Protocol}
		}, "spec.clusterIPs[0]: Invalid value: \"10.0.0.10\": expected an IPv6 value as indicated by `ipFamilies[0]`"},
		{"unknown and duplicate families", func(s *core.Service) { s.Spec.IPFamilies = []core.IPFamily{"IPv5", "IPv5"} },
			"spec.ipFamilies[0]: Unsupported value: \"IPv5\": supported values: \"IPv4\", \"IPv6\"; " +
				"spec.ipFamilies[1]: Unsupported value: \"IPv5\": supported values: \"IPv4\", \"IPv6\"; spec.ipFamilies[1]: Duplicate value: \"IPv5\""},
		{"family policy", func(s *core.Service) { s.Spec.IPFamilyPolicy = policy("TripleStack") },
			"spec.ipFamilyPolicy: Unsupported value: \"TripleStack\": supported values: \"PreferDualStack\", \"RequireDualStack\", \"SingleStack\""},
		{"NodePort not headless", func(s *core.Service) {
			s.Spec.Type, s.Spec.ClusterIP, s.Spec.ClusterIPs = core.ServiceTypeNodePort, "None", []string{"None"}
		}, "spec.clusterIPs[0]: Invalid value: \"None\": may not be set to 'None' for NodePort services"},
		{"ExternalName has no cluster IP", func(s *core.Service) {
			s.Spec.Type, s.Spec.ExternalName, s.Spec.ClusterIPs = core.ServiceTypeExternalName, "db.example.com.", []string{"10.0.0.10"}
			s.Spec.IPFamilyPolicy = policy(core.IPFamilyPolicySingleStack)
		}, "spec.clusterIPs: Forbidden: may not be set for ExternalName services; spec.ipFamilyPolicy: Forbidden: may not be set for ExternalName services"},
		{"type sorted", func(s *core.Service) { s.Spec.Type = "Magic" },
			"spec.type: Unsupported value: \"Magic\": supported values: \"ClusterIP\", \"ExternalName\", \"LoadBalancer\", \"NodePort\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validService()
			tt.mutate(s)
			if got := errorMessages(ValidateServiceCreate(s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidateServiceUpdateClusterIPs: the allocated addresses stay.
func TestValidateServiceUpdateClusterIPs(t *testing.T) {
	tests := []struct {
		name     string
		old, new []string
		policy   *core.IPFamilyPolicy
		want     string
	}{
		{"unchanged", []string{"10.0.0.10"}, []string{"10.0.0.10"}, nil, ""},
		{"changed", []string{"10.0.0.10"}, []string{"10.0.0.11"}, nil,
			"spec.clusterIPs[0]: Invalid value: []string{\"10.0.0.11\"}: may not change once set"},
		{"secondary added", []string{"10.0.0.10"}, []string{"10.0.0.10", "fd00::1"}, nil, ""},
		{"secondary released without SingleStack", []string{"10.0.0.10", "fd00::1"}, []string{"10.0.0.10"}, nil,
			"spec.ipFamilyPolicy: Invalid value: null: must be set to 'SingleStack' when releasing the secondary clusterIP"},
		{"secondary released", []string{"10.0.0.10", "fd00::1"}, []string{"10.0.0.10"}, policy(core.IPFamilyPolicySingleStack), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := validService(), validService()
			old.Spec.ClusterIP, old.Spec.ClusterIPs = tt.old[0], tt.old
			s.Spec.ClusterIP, s.Spec.ClusterIPs, s.Spec.IPFamilyPolicy = tt.new[0], tt.new, tt.policy
			if got := errorMessages(validateUpgradeDowngradeClusterIPs(old, s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
