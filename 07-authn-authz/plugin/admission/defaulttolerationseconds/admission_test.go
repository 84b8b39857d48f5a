package defaulttolerationseconds

import (
	"context"
	"reflect"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

func seconds(s int64) *int64 { return &s }

var (
	notReady300    = core.Toleration{Key: TaintNodeNotReady, Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: seconds(300)}
	unreachable300 = core.Toleration{Key: TaintNodeUnreachable, Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: seconds(300)}
)

func podAttributes(obj runtime.Object, resource, subresource string) admission.Attributes {
	return admission.NewAttributesRecord(obj, nil, schema.GroupVersionKind{Version: "v1", Kind: "Pod"}, "default", "p",
		schema.GroupVersionResource{Version: "v1", Resource: resource}, subresource, admission.Create, nil, false, nil)
}

func TestAdmit(t *testing.T) {
	noSchedule := core.Toleration{Key: "gpu", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoSchedule}
	mine := core.Toleration{Key: TaintNodeNotReady, Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: seconds(60)}
	everything := core.Toleration{Operator: core.TolerationOpExists}
	tests := []struct {
		name string
		have []core.Toleration
		want []core.Toleration
	}{
		{"none: both added", nil, []core.Toleration{notReady300, unreachable300}},
		{"another taint's: both added", []core.Toleration{noSchedule}, []core.Toleration{noSchedule, notReady300, unreachable300}},
		{"its own not-ready: kept, unreachable added", []core.Toleration{mine}, []core.Toleration{mine, unreachable300}},
		{"tolerates everything: nothing added", []core.Toleration{everything}, []core.Toleration{everything}},
	}
	p := NewDefaultTolerationSeconds(300, 300)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pod := &core.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p"}, Spec: core.PodSpec{Tolerations: tt.have}}
			if err := p.Admit(context.Background(), podAttributes(pod, "pods", ""), nil); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(pod.Spec.Tolerations, tt.want) {
				t.Errorf("got %+v; want %+v", pod.Spec.Tolerations, tt.want)
			}
		})
	}
}

// TestAdmitIgnores: other resources and pod subresources pass untouched;
// a pods request without a pod is a bad request.
func TestAdmitIgnores(t *testing.T) {
	p := NewDefaultTolerationSeconds(300, 300)
	pod := &core.Pod{}
	if err := p.Admit(context.Background(), podAttributes(pod, "pods", "status"), nil); err != nil || len(pod.Spec.Tolerations) != 0 {
		t.Errorf("pods/status: got %v, %v; want untouched", err, pod.Spec.Tolerations)
	}
	if err := p.Admit(context.Background(), podAttributes(&core.ConfigMap{}, "configmaps", ""), nil); err != nil {
		t.Errorf("configmaps: got %v; want none", err)
	}
	if err := p.Admit(context.Background(), podAttributes(&core.ConfigMap{}, "pods", ""), nil); !apierrors.IsBadRequest(err) {
		t.Errorf("pods with a ConfigMap: got %v; want BadRequest", err)
	}
}

// TestFlags: the flags set the durations of the plugin Register makes.
func TestFlags(t *testing.T) {
	fs := pflag.NewFlagSet("admission", pflag.ContinueOnError)
	RegisterFlags(fs)
	if err := fs.Parse([]string{"--default-not-ready-toleration-seconds=10", "--default-unreachable-toleration-seconds=20"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { defaultNotReadyTolerationSeconds, defaultUnreachableTolerationSeconds = 300, 300 })
	plugins := admission.NewPlugins()
	Register(plugins)
	plugin, err := plugins.InitPlugin(PluginName, nil, admission.PluginInitializers{})
	if err != nil {
		t.Fatal(err)
	}
	pod := &core.Pod{}
	if err := plugin.(*Plugin).Admit(context.Background(), podAttributes(pod, "pods", ""), nil); err != nil {
		t.Fatal(err)
	}
	if got := []int64{*pod.Spec.Tolerations[0].TolerationSeconds, *pod.Spec.Tolerations[1].TolerationSeconds}; got[0] != 10 || got[1] != 20 {
		t.Errorf("got %v; want [10 20]", got)
	}
}

// TestHandles: CREATE and UPDATE.
func TestHandles(t *testing.T) {
	p := NewDefaultTolerationSeconds(300, 300)
	for op, want := range map[admission.Operation]bool{
		admission.Create: true, admission.Update: true, admission.Delete: false, admission.Connect: false,
	} {
		if got := p.Handles(op); got != want {
			t.Errorf("Handles(%s): got %v; want %v", op, got, want)
		}
	}
}
