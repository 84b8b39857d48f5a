package ensurer

import (
	"context"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
)

// fakeOps keeps objects in a map, writes without validation (so a test
// can store a mandatory object with another spec, as an older server
// might have), and counts writes; the spec operations are the real ones.
type fakeOps[T configurationObject] struct {
	ObjectOps[T]
	mu     sync.Mutex // EnsureConfigurations calls it concurrently
	objs   map[string]T
	writes int
	// failCreate, when set, is the error a create of that name gets.
	failCreate map[string]error
}

func newFakeFlowSchemaOps(objs ...*flowcontrol.FlowSchema) *fakeOps[*flowcontrol.FlowSchema] {
	f := &fakeOps[*flowcontrol.FlowSchema]{ObjectOps: NewFlowSchemaOps(nil), objs: map[string]*flowcontrol.FlowSchema{}}
	for _, o := range objs {
		f.objs[o.Name] = o
	}
	return f
}

func (f *fakeOps[T]) Get(_ context.Context, name string) (T, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	obj, ok := f.objs[name]
	if !ok {
		return obj, apierrors.NewNotFound(flowcontrol.Resource("test"), name)
	}
	return f.DeepCopy(obj), nil
}

func (f *fakeOps[T]) List(context.Context) ([]T, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []T
	for _, o := range f.objs {
		out = append(out, f.DeepCopy(o))
	}
	return out, nil
}

func (f *fakeOps[T]) Create(_ context.Context, obj T) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.failCreate[obj.GetName()]; err != nil {
		return err
	}
	obj.SetGeneration(1)
	f.objs[obj.GetName()] = obj
	f.writes++
	return nil
}

func (f *fakeOps[T]) Update(_ context.Context, obj T) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.objs[obj.GetName()] = obj
	f.writes++
	return nil
}

func (f *fakeOps[T]) Delete(_ context.Context, name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.objs, name)
	f.writes++
	return nil
}

func (f *fakeOps[T]) names() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for n := range f.objs {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

var (
	mandatoryFS = InternalFlowSchemas(bootstrap.MandatoryFlowSchemas)
	suggestedFS = InternalFlowSchemas(bootstrap.SuggestedFlowSchemas)
)

// edited is a bootstrap FlowSchema an administrator changed: another
// precedence, generation 2, autoupdate annotation as given ("" for none).
func edited(fs *flowcontrol.FlowSchema, autoUpdate string) *flowcontrol.FlowSchema {
	out := fs.DeepCopy()
	out.Spec.MatchingPrecedence = 4242
	out.Generation = 2
	out.Annotations = map[string]string{}
	if autoUpdate != "" {
		out.Annotations["apf.kubernetes.io/autoupdate-spec"] = autoUpdate
	}
	return out
}

func TestEnsureFlowSchemas(t *testing.T) {
	catchAll, globalDefault := mandatoryFS[1], suggestedFS[8]
	tests := []struct {
		name       string
		strategy   EnsureStrategy
		bootstrap  *flowcontrol.FlowSchema
		stored     *flowcontrol.FlowSchema
		wantSpec   bool // the built-in spec is back
		wantAnno   string
		wantWrites int
	}{
		{"missing: created", SuggestedEnsureStrategy, globalDefault, nil, true, "true", 1},
		{"as built in: left alone", SuggestedEnsureStrategy, globalDefault, globalDefault.DeepCopy(), true, "true", 0},
		{"mandatory, changed, autoupdate false: restored", MandatoryEnsureStrategy, catchAll, edited(catchAll, "false"), true, "true", 1},
		{"suggested, changed, autoupdate false: left alone", SuggestedEnsureStrategy, globalDefault, edited(globalDefault, "false"), false, "false", 0},
		{"suggested, changed, autoupdate true: restored", SuggestedEnsureStrategy, globalDefault, edited(globalDefault, "true"), true, "true", 1},
		{"suggested, edited, no annotation: kept, marked false", SuggestedEnsureStrategy, globalDefault, edited(globalDefault, ""), false, "false", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ops := newFakeFlowSchemaOps()
			if tt.stored != nil {
				ops.objs[tt.stored.Name] = tt.stored
			}
			if err := EnsureConfiguration[*flowcontrol.FlowSchema](context.Background(), ops, tt.bootstrap, tt.strategy); err != nil {
				t.Fatal(err)
			}
			got := ops.objs[tt.bootstrap.Name]
			if specBack := reflect.DeepEqual(got.Spec, tt.bootstrap.Spec); specBack != tt.wantSpec {
				t.Errorf("built-in spec back = %v; want %v (precedence %d)", specBack, tt.wantSpec, got.Spec.MatchingPrecedence)
			}
			if a := got.Annotations["apf.kubernetes.io/autoupdate-spec"]; a != tt.wantAnno {
				t.Errorf("annotation = %q; want %q", a, tt.wantAnno)
			}
			if ops.writes != tt.wantWrites {
				t.Errorf("writes = %d; want %d", ops.writes, tt.wantWrites)
			}
		})
	}
}

// TestExemptLendingIsKept: an administrator may tune what "exempt"
// lends; the mandatory strategy leaves that alone.
func TestExemptLendingIsKept(t *testing.T) {
	exempt := InternalPriorityLevelConfigurations(bootstrap.MandatoryPriorityLevelConfigurations)[1]
	tuned := exempt.DeepCopy()
	ten := int32(10)
	tuned.Spec.Exempt.LendablePercent = &ten
	ops := &fakeOps[*flowcontrol.PriorityLevelConfiguration]{ObjectOps: NewPriorityLevelConfigurationOps(nil),
		objs: map[string]*flowcontrol.PriorityLevelConfiguration{"exempt": tuned}}
	if err := EnsureConfiguration[*flowcontrol.PriorityLevelConfiguration](context.Background(), ops, exempt, MandatoryEnsureStrategy); err != nil {
		t.Fatal(err)
	}
	if got := *ops.objs["exempt"].Spec.Exempt.LendablePercent; got != 10 || ops.writes != 0 {
		t.Errorf("lendablePercent, writes = %d, %d; want 10, 0", got, ops.writes)
	}
}

func TestRemoveUnwantedObjects(t *testing.T) {
	fs := func(name, autoUpdate string) *flowcontrol.FlowSchema {
		return &flowcontrol.FlowSchema{ObjectMeta: metav1.ObjectMeta{Name: name, Annotations: map[string]string{"apf.kubernetes.io/autoupdate-spec": autoUpdate}}}
	}
	ops := newFakeFlowSchemaOps(fs("global-default", "true"), fs("old-bootstrap", "true"), fs("pinned", "false"), fs("mine", ""))
	if err := RemoveUnwantedObjects[*flowcontrol.FlowSchema](context.Background(), ops, suggestedFS); err != nil {
		t.Fatal(err)
	}
	if got, want := ops.names(), []string{"global-default", "mine", "pinned"}; !reflect.DeepEqual(got, want) {
		t.Errorf("left %v; want %v", got, want)
	}
}

// TestEnsureConfigurations: every object of the step is created (they are
// ensured concurrently), and the error returned is the first in the
// step's order, after all have been tried.
func TestEnsureConfigurations(t *testing.T) {
	ops := newFakeFlowSchemaOps()
	if err := EnsureConfigurations(context.Background(), ops, suggestedFS, SuggestedEnsureStrategy); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, fs := range suggestedFS {
		want = append(want, fs.Name)
	}
	sort.Strings(want)
	if got := ops.names(); !reflect.DeepEqual(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	if ops.writes != len(suggestedFS) {
		t.Errorf("got %d writes; want %d", ops.writes, len(suggestedFS))
	}

	ops = newFakeFlowSchemaOps()
	first, last := suggestedFS[1].Name, suggestedFS[len(suggestedFS)-1].Name
	ops.failCreate = map[string]error{
		first: apierrors.NewServiceUnavailable("first"),
		last:  apierrors.NewServiceUnavailable("last"),
	}
	err := EnsureConfigurations(context.Background(), ops, suggestedFS, SuggestedEnsureStrategy)
	if err == nil || !strings.Contains(err.Error(), first) {
		t.Errorf("got %v; want the error of %q", err, first)
	}
	if got, want := len(ops.names()), len(suggestedFS)-2; got != want {
		t.Errorf("got %d objects; want %d (all but the two that failed)", got, want)
	}
}
