package runtime_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// Test types: an internal Widget and two external versions. v1 names the
// size "Size"; v2 splits it into Width and Height, so converting needs a
// hand-written function, exactly like a real API change.
type InternalWidget struct {
	runtime.TypeMeta
	Name   string
	Width  int
	Height int
	Labels map[string]string
	Parts  []Part
	Owner  *Part
}

type Part struct{ Name string }

type WidgetV1 struct {
	runtime.TypeMeta `json:",inline"`
	Name             string            `json:"name"`
	Size             int               `json:"size"`
	Labels           map[string]string `json:"labels,omitempty"`
	Parts            []Part            `json:"parts,omitempty"`
	Owner            *Part             `json:"owner,omitempty"`
}

type WidgetV2 struct {
	runtime.TypeMeta `json:",inline"`
	Name             string            `json:"name"`
	Width            int               `json:"width"`
	Height           int               `json:"height"`
	Labels           map[string]string `json:"labels,omitempty"`
	Parts            []Part            `json:"parts,omitempty"`
	Owner            *Part             `json:"owner,omitempty"`
}

type Status struct {
	runtime.TypeMeta `json:",inline"`
	Message          string `json:"message"`
}

func (in *InternalWidget) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
func (in *WidgetV1) DeepCopyObject() runtime.Object       { return conversion.DeepCopy(in) }
func (in *WidgetV2) DeepCopyObject() runtime.Object       { return conversion.DeepCopy(in) }
func (in *Status) DeepCopyObject() runtime.Object         { return conversion.DeepCopy(in) }

var (
	internalGV = schema.GroupVersion{Group: "toys", Version: runtime.APIVersionInternal}
	v1GV       = schema.GroupVersion{Group: "toys", Version: "v1"}
	v2GV       = schema.GroupVersion{Group: "toys", Version: "v2"}
)

func newTestScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	s := runtime.NewScheme()
	builder := runtime.NewSchemeBuilder(
		func(s *runtime.Scheme) error {
			s.AddKnownTypeWithName(internalGV.WithKind("Widget"), &InternalWidget{})
			s.AddKnownTypeWithName(v1GV.WithKind("Widget"), &WidgetV1{})
			s.AddKnownTypeWithName(v2GV.WithKind("Widget"), &WidgetV2{})
			s.AddUnversionedTypes(schema.GroupVersion{Version: "v1"}, &Status{})
			return nil
		},
		func(s *runtime.Scheme) error {
			if err := s.AddConversionFunc((*WidgetV1)(nil), (*InternalWidget)(nil), func(a, b interface{}, scope conversion.Scope) error {
				in, out := a.(*WidgetV1), b.(*InternalWidget)
				out.Name, out.Width, out.Height = in.Name, in.Size, in.Size
				return scope.Convert(&in.Parts, &out.Parts)
			}); err != nil {
				return err
			}
			return s.AddConversionFunc((*InternalWidget)(nil), (*WidgetV1)(nil), func(a, b interface{}, scope conversion.Scope) error {
				in, out := a.(*InternalWidget), b.(*WidgetV1)
				out.Name, out.Size = in.Name, in.Width
				return nil
			})
		},
		func(s *runtime.Scheme) error {
			s.AddTypeDefaultingFunc(&WidgetV2{}, func(obj interface{}) {
				if w := obj.(*WidgetV2); w.Height == 0 {
					w.Height = 1
				}
			})
			return s.SetVersionPriority(v2GV, v1GV)
		},
	)
	if err := builder.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSchemeRegistration(t *testing.T) {
	s := newTestScheme(t)
	kinds, unversioned, err := s.ObjectKinds(&WidgetV2{})
	if err != nil || unversioned || !reflect.DeepEqual(kinds, []schema.GroupVersionKind{v2GV.WithKind("Widget")}) {
		t.Errorf("ObjectKinds(WidgetV2) = %v, %v, %v; want [toys/v2 Widget], false, nil", kinds, unversioned, err)
	}
	if _, unversioned, _ := s.ObjectKinds(&Status{}); !unversioned {
		t.Errorf("Status: got versioned; want unversioned")
	}
	if !s.Recognizes(v1GV.WithKind("Widget")) || s.Recognizes(v1GV.WithKind("Gadget")) {
		t.Errorf("Recognizes: got wrong answers for Widget/Gadget")
	}
	obj, err := s.New(v1GV.WithKind("Widget"))
	if _, ok := obj.(*WidgetV1); err != nil || !ok {
		t.Errorf("New(toys/v1 Widget) = %T, %v; want *WidgetV1", obj, err)
	}
	// Unversioned kinds are found under any version.
	if obj, err := s.New(schema.GroupVersionKind{Group: "toys", Version: "v2", Kind: "Status"}); err != nil {
		t.Errorf("New(Status in toys/v2) = %T, %v; want *Status", obj, err)
	}
	if !s.IsGroupRegistered("toys") || s.IsGroupRegistered("other") {
		t.Errorf("IsGroupRegistered: wrong answer")
	}
	if !s.IsVersionRegistered(v1GV) || s.IsVersionRegistered(internalGV) {
		t.Errorf("IsVersionRegistered: the internal version is not an observed version")
	}
}

func TestSchemeErrors(t *testing.T) {
	s := newTestScheme(t)
	_, err := s.New(v1GV.WithKind("Gadget"))
	if !runtime.IsNotRegisteredError(err) || err.Error() != `no kind "Gadget" is registered for version "toys/v1" in scheme "scheme"` {
		t.Errorf("New(Gadget) error = %v", err)
	}
	if _, _, err := s.ObjectKinds(&runtime.Unknown{}); !runtime.IsNotRegisteredError(err) {
		t.Errorf("ObjectKinds of an unregistered type: got nil error")
	}
	if _, err := s.ConvertToVersion(&WidgetV1{}, schema.GroupVersion{Group: "other", Version: "v1"}); !runtime.IsNotRegisteredError(err) || !strings.Contains(err.Error(), "is not suitable for converting") {
		t.Errorf("ConvertToVersion to another group: got %v", err)
	}
}

func TestSchemeDoubleRegistrationPanics(t *testing.T) {
	s := newTestScheme(t)
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "Double registration") {
			t.Errorf("got panic %v; want Double registration", r)
		}
	}()
	s.AddKnownTypeWithName(v1GV.WithKind("Widget"), &WidgetV2{})
}

func TestConvertToVersion(t *testing.T) {
	s := newTestScheme(t)
	in := &WidgetV1{Name: "w", Size: 3, Labels: map[string]string{"a": "b"}, Parts: []Part{{"p"}}}
	in.APIVersion, in.Kind = "toys/v1", "Widget"

	internal, err := s.ConvertToVersion(in, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatal(err)
	}
	iw := internal.(*InternalWidget)
	if iw.Width != 3 || iw.Height != 3 || len(iw.Parts) != 1 || iw.Labels != nil {
		t.Errorf("to internal: got %+v; want width=height=3, parts kept, labels left to the hand-written function (dropped)", iw)
	}
	if iw.APIVersion != "" || iw.Kind != "" {
		t.Errorf("internal objects carry no type information; got %q %q", iw.APIVersion, iw.Kind)
	}

	// internal -> v2 has no registered function: fields are copied by name.
	iw.Labels, iw.Owner = map[string]string{"x": "y"}, &Part{"o"}
	out, err := s.ConvertToVersion(iw, v2GV)
	if err != nil {
		t.Fatal(err)
	}
	w2 := out.(*WidgetV2)
	want := &WidgetV2{Name: "w", Width: 3, Height: 3, Labels: map[string]string{"x": "y"}, Parts: []Part{{"p"}}, Owner: &Part{"o"}}
	want.APIVersion, want.Kind = "toys/v2", "Widget"
	if !reflect.DeepEqual(w2, want) {
		t.Errorf("to v2: got %+v; want %+v", w2, want)
	}
	w2.Labels["x"], w2.Owner.Name = "changed", "changed"
	if iw.Labels["x"] != "y" || iw.Owner.Name != "o" {
		t.Errorf("conversion shared memory with its input")
	}

	// Converting to the version an object already is returns a copy.
	same, _ := s.ConvertToVersion(in, v1GV)
	if same == runtime.Object(in) || !reflect.DeepEqual(same, in) {
		t.Errorf("same version: got %p equal=%v; want a distinct equal copy", same, reflect.DeepEqual(same, in))
	}
}

// TestConvertToVersionCopies registers a conversion that shares memory,
// as generated ones do (out.Labels = in.Labels): ConvertToVersion's result
// must still share nothing with its input, UnsafeConvertToVersion's may.
func TestConvertToVersionCopies(t *testing.T) {
	s := newTestScheme(t)
	if err := s.AddGeneratedConversionFunc((*InternalWidget)(nil), (*WidgetV2)(nil), func(a, b interface{}, scope conversion.Scope) error {
		in, out := a.(*InternalWidget), b.(*WidgetV2)
		out.Name, out.Width, out.Height = in.Name, in.Width, in.Height
		out.Labels, out.Parts, out.Owner = in.Labels, in.Parts, in.Owner
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	newIn := func() *InternalWidget {
		return &InternalWidget{Name: "w", Labels: map[string]string{"x": "y"}, Parts: []Part{{"p"}}, Owner: &Part{"o"}}
	}
	tests := []struct {
		name      string
		convert   func(runtime.Object, runtime.GroupVersioner) (runtime.Object, error)
		wantShare bool
	}{
		{"ConvertToVersion", s.ConvertToVersion, false},
		{"UnsafeConvertToVersion", s.UnsafeConvertToVersion, true},
		{"UnsafeObjectConvertor", runtime.UnsafeObjectConvertor(s).ConvertToVersion, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := newIn()
			out, err := tt.convert(in, v2GV)
			if err != nil {
				t.Fatal(err)
			}
			w2 := out.(*WidgetV2)
			if w2.Labels["x"] != "y" || len(w2.Parts) != 1 || w2.Owner.Name != "o" {
				t.Fatalf("got %+v; want labels, parts and owner converted", w2)
			}
			w2.Labels["x"], w2.Parts[0].Name, w2.Owner.Name = "changed", "changed", "changed"
			shared := in.Labels["x"] == "changed" && in.Parts[0].Name == "changed" && in.Owner.Name == "changed"
			if shared != tt.wantShare {
				t.Errorf("got input shared with the result %v; want %v", shared, tt.wantShare)
			}
		})
	}
}

func TestDefault(t *testing.T) {
	s := newTestScheme(t)
	w := &WidgetV2{}
	s.Default(w)
	if w.Height != 1 {
		t.Errorf("got height %d; want 1", w.Height)
	}
	v1 := &WidgetV1{}
	s.Default(v1) // no defaulter registered: nothing happens
	if v1.Size != 0 {
		t.Errorf("got size %d; want 0", v1.Size)
	}
}

func TestVersionPriority(t *testing.T) {
	s := newTestScheme(t)
	s.AddKnownTypeWithName(schema.GroupVersion{Group: "zoo", Version: "v1"}.WithKind("Widget"), &WidgetV1{})
	if got, want := s.PrioritizedVersionsForGroup("toys"), []schema.GroupVersion{v2GV, v1GV}; !reflect.DeepEqual(got, want) {
		t.Errorf("PrioritizedVersionsForGroup: got %v; want %v", got, want)
	}
	want := []schema.GroupVersion{v2GV, {Version: "v1"}, {Group: "zoo", Version: "v1"}}
	if got := s.PreferredVersionAllGroups(); !reflect.DeepEqual(got, want) {
		t.Errorf("PreferredVersionAllGroups: got %v; want %v", got, want)
	}
	if err := s.SetVersionPriority(v1GV, schema.GroupVersion{Group: "zoo", Version: "v1"}); err == nil {
		t.Errorf("SetVersionPriority across groups: got nil error")
	}
}

func TestDeepCopyIsDeep(t *testing.T) {
	in := &WidgetV1{Labels: map[string]string{"a": "b"}, Parts: []Part{{"p"}}, Owner: &Part{"o"}}
	out := in.DeepCopyObject().(*WidgetV1)
	out.Labels["a"], out.Parts[0].Name, out.Owner.Name = "x", "x", "x"
	if in.Labels["a"] != "b" || in.Parts[0].Name != "p" || in.Owner.Name != "o" {
		t.Errorf("DeepCopy shares memory: %+v", in)
	}
}
