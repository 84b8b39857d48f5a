package options

import (
	"fmt"
	"testing"
)

func TestControllersOptionsEnabled(t *testing.T) {
	namespace := InProcessController{Name: "namespace-controller", Alias: "namespace"}
	quota := InProcessController{Name: "resourcequota-controller", Alias: "resourcequota"}
	for _, tc := range []struct {
		flag          []string
		namespace, rq bool
	}{
		{[]string{"*"}, true, true},
		{[]string{}, false, false},
		{[]string{"-namespace-controller", "*"}, false, true},
		{[]string{"*", "-namespace"}, false, true},
		{[]string{"resourcequota"}, false, true},
		{[]string{"namespace-controller", "-namespace-controller"}, true, false}, // the first choice wins
	} {
		t.Run(fmt.Sprint(tc.flag), func(t *testing.T) {
			o := NewControllersOptions(namespace)
			o.AddKnown(quota)
			o.Controllers = tc.flag
			if errs := o.Validate(); len(errs) > 0 {
				t.Fatalf("Validate: %v", errs)
			}
			if got := o.Enabled(namespace.Name); got != tc.namespace {
				t.Errorf("Enabled(%s) = %v; want %v", namespace.Name, got, tc.namespace)
			}
			if got := o.Enabled(quota.Name); got != tc.rq {
				t.Errorf("Enabled(%s) = %v; want %v", quota.Name, got, tc.rq)
			}
		})
	}
}

func TestControllersOptionsValidate(t *testing.T) {
	o := NewControllersOptions(InProcessController{Name: "namespace-controller", Alias: "namespace"})
	o.Controllers = []string{"*", "-garbage-collector-controller", "namespace"}
	errs := o.Validate()
	if len(errs) != 1 || errs[0].Error() != `"garbage-collector-controller" is not in the list of known controllers` {
		t.Errorf("Validate = %v; want one error naming garbage-collector-controller", errs)
	}
}
