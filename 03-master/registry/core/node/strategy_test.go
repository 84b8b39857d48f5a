package node

import (
	"context"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newNode is a valid stored node with a status.
func newNode() *core.Node {
	return &core.Node{
		ObjectMeta: metav1.ObjectMeta{Name: "node-1", ResourceVersion: "3"},
		Spec: core.NodeSpec{PodCIDRs: []string{"10.244.0.0/24"}, PodCIDR: "10.244.0.0/24", ProviderID: "fake://node-1",
			Taints: []core.Taint{{Key: "dedicated", Value: "infra", Effect: core.TaintEffectNoSchedule}}},
		Status: core.NodeStatus{
			Capacity:   core.ResourceList{core.ResourceCPU: resource.MustParse("4")},
			Conditions: []core.NodeCondition{{Type: core.NodeReady, Status: core.ConditionTrue}},
			Addresses:  []core.NodeAddress{{Type: core.NodeInternalIP, Address: "10.0.0.5"}},
		},
	}
}

// TestStatusSeparation: the main resource keeps the stored status, the
// status subresource the stored spec; a create keeps the kubelet's status.
func TestStatusSeparation(t *testing.T) {
	ctx := context.Background()
	created := newNode()
	Strategy.PrepareForCreate(ctx, created)
	if len(created.Status.Conditions) != 1 {
		t.Errorf("got conditions %v after create; want the kubelet's kept", created.Status.Conditions)
	}

	old, n := newNode(), newNode()
	n.Spec.Unschedulable = true
	n.Status.Conditions[0].Status = core.ConditionFalse
	Strategy.PrepareForUpdate(ctx, n, old)
	if !n.Spec.Unschedulable || n.Status.Conditions[0].Status != core.ConditionTrue {
		t.Errorf("got unschedulable %v, Ready %s; want true and the stored True", n.Spec.Unschedulable, n.Status.Conditions[0].Status)
	}

	old, n = newNode(), newNode()
	n.Spec.Unschedulable = true
	n.Status.Conditions[0].Status = core.ConditionFalse
	StatusStrategy.PrepareForUpdate(ctx, n, old)
	if n.Spec.Unschedulable || n.Status.Conditions[0].Status != core.ConditionFalse {
		t.Errorf("got unschedulable %v, Ready %s; want the stored false and False", n.Spec.Unschedulable, n.Status.Conditions[0].Status)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.Node)
		want   string
	}{
		{"valid", func(*core.Node) {}, ""},
		{"bad name", func(n *core.Node) { n.Name = "Node_1" }, "metadata.name: Invalid value"},
		{"taint effect", func(n *core.Node) { n.Spec.Taints[0].Effect = "Sometimes" },
			`metadata.taints[0].effect: Unsupported value: "Sometimes": supported values: "NoSchedule", "PreferNoSchedule", "NoExecute"`},
		{"taint effect missing", func(n *core.Node) { n.Spec.Taints[0].Effect = "" }, "metadata.taints[0].effect: Required value"},
		{"duplicate taint", func(n *core.Node) { n.Spec.Taints = append(n.Spec.Taints, n.Spec.Taints[0]) },
			"taints must be unique by key and effect pair"},
		{"two IPv4 CIDRs", func(n *core.Node) { n.Spec.PodCIDRs = []string{"10.244.0.0/24", "10.245.0.0/24"} },
			"spec.podCIDRs: Invalid value: []string{\"10.244.0.0/24\", \"10.245.0.0/24\"}: may specify no more than one CIDR for each IP family"},
		{"negative capacity", func(n *core.Node) { n.Status.Capacity[core.ResourceCPU] = resource.MustParse("-1") },
			"status.capacity.cpu: Invalid value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := newNode()
			tt.mutate(n)
			got := Strategy.Validate(context.Background(), n).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}

func TestValidateUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.Node)
		want   string
	}{
		{"cordon", func(n *core.Node) { n.Spec.Unschedulable = true }, ""},
		{"pod CIDR changed", func(n *core.Node) { n.Spec.PodCIDRs = []string{"10.9.0.0/24"} },
			`spec.podCIDRs: Forbidden: node updates may not change podCIDR except from "" to valid`},
		{"provider ID changed", func(n *core.Node) { n.Spec.ProviderID = "fake://other" },
			"spec.providerID: Invalid value: null: field cannot be modified once set"},
		{"external ID changed", func(n *core.Node) { n.Spec.DoNotUseExternalID = "x" }, "spec.externalID: Forbidden: may not be updated"},
		{"duplicate address", func(n *core.Node) { n.Status.Addresses = append(n.Status.Addresses, n.Status.Addresses[0]) },
			"status.addresses[1]: Duplicate value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, n := newNode(), newNode()
			tt.mutate(n)
			got := Strategy.ValidateUpdate(context.Background(), n, old).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}

func TestSelectableFields(t *testing.T) {
	n := newNode()
	n.Spec.Unschedulable = true
	_, fields, err := GetAttrs(n)
	if err != nil {
		t.Fatal(err)
	}
	if fields["metadata.name"] != "node-1" || fields["spec.unschedulable"] != "true" {
		t.Errorf("got %v; want metadata.name=node-1, spec.unschedulable=true", fields)
	}
	if _, ok := fields["metadata.namespace"]; ok {
		t.Errorf("got %v; want no metadata.namespace for a cluster-scoped kind", fields)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.strategy.GetResetFields()
			if len(got) != len(versions) {
				t.Errorf("got %d versions; want %d", len(got), len(versions))
			}
			for _, v := range versions {
				if got[v] == nil || !got[v].Equals(tt.want) {
					t.Errorf("%s: got %v; want %v", v, got[v], tt.want)
				}
			}
		})
	}
}
