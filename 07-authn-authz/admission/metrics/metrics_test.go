package metrics

import (
	"context"
	"errors"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
)

// validatingOnly refuses every request, and cannot mutate.
type validatingOnly struct{ *admission.Handler }

func (validatingOnly) Validate(context.Context, admission.Attributes, admission.ObjectInterfaces) error {
	return errors.New("no")
}

func TestWithControllerMetricsKeepsThePluginsShape(t *testing.T) {
	plugin := WithControllerMetrics(validatingOnly{admission.NewHandler(admission.Create)}, "OnlyValidates")
	if _, ok := plugin.(admission.MutationInterface); ok {
		t.Error("a validating plugin became a mutating one")
	}
	v, ok := plugin.(admission.ValidationInterface)
	if !ok {
		t.Fatal("a validating plugin lost Validate")
	}
	a := admission.NewAttributesRecord(nil, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, "default", "x",
		schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", admission.Create, nil, false, nil)
	if err := v.Validate(context.Background(), a, nil); err == nil {
		t.Error("the wrapper swallowed the plugin's refusal")
	}
	sample, found, err := testutil.Find("apiserver_admission_controller_admission_duration_seconds",
		map[string]string{"name": "OnlyValidates", "operation": "CREATE", "rejected": "true", "type": "validate"})
	if err != nil || !found || sample.Value != 1 {
		t.Errorf("got %v %v %v; want one refusal timed", sample, found, err)
	}
}
