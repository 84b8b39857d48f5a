package validation

import (
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// fields lists "type field" of each error, the part tests compare.
func fields(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return out
}

func TestValidateObjectMeta(t *testing.T) {
	yes := true
	tests := []struct {
		name       string
		meta       metav1.ObjectMeta
		namespaced bool
		want       []string
	}{
		{"valid", metav1.ObjectMeta{Name: "web", Namespace: "default"}, true, nil},
		{"no name", metav1.ObjectMeta{Namespace: "default"}, true, []string{"FieldValueRequired metadata.name"}},
		{"bad name", metav1.ObjectMeta{Name: "Web_1", Namespace: "default"}, true, []string{"FieldValueInvalid metadata.name"}},
		{"generateName prefix with dash", metav1.ObjectMeta{Name: "web-abcde", GenerateName: "web-", Namespace: "default"}, true, nil},
		{"bad generateName", metav1.ObjectMeta{Name: "x", GenerateName: "WEB-", Namespace: "default"}, true, []string{"FieldValueInvalid metadata.generateName"}},
		{"namespace required", metav1.ObjectMeta{Name: "web"}, true, []string{"FieldValueRequired metadata.namespace"}},
		{"namespace is a DNS label", metav1.ObjectMeta{Name: "web", Namespace: "a.b"}, true, []string{"FieldValueInvalid metadata.namespace"}},
		{"namespace forbidden on cluster scope", metav1.ObjectMeta{Name: "web", Namespace: "default"}, false, []string{"FieldValueForbidden metadata.namespace"}},
		{"negative generation", metav1.ObjectMeta{Name: "web", Generation: -1}, false, []string{"FieldValueInvalid metadata.generation"}},
		{"bad label key and value", metav1.ObjectMeta{Name: "web", Labels: map[string]string{"a/b/c": "ok", "k": "-bad"}}, false,
			[]string{"FieldValueInvalid metadata.labels", "FieldValueInvalid metadata.labels"}},
		{"annotation key case ignored", metav1.ObjectMeta{Name: "web", Annotations: map[string]string{"Example.COM/Key": "v"}}, false, nil},
		{"annotations too large", metav1.ObjectMeta{Name: "web", Annotations: map[string]string{"a": strings.Repeat("x", TotalAnnotationSizeLimitB)}}, false,
			[]string{"FieldValueTooLong metadata.annotations"}},
		{"owner reference incomplete", metav1.ObjectMeta{Name: "web", OwnerReferences: []metav1.OwnerReference{{APIVersion: "apps/v1", Kind: "ReplicaSet"}}}, false,
			[]string{"FieldValueInvalid metadata.ownerReferences.name", "FieldValueInvalid metadata.ownerReferences.uid"}},
		{"two controllers", metav1.ObjectMeta{Name: "web", OwnerReferences: []metav1.OwnerReference{
			{APIVersion: "v1", Kind: "A", Name: "a", UID: "1", Controller: &yes},
			{APIVersion: "v1", Kind: "B", Name: "b", UID: "2", Controller: &yes}}}, false,
			[]string{"FieldValueInvalid metadata.ownerReferences"}},
		{"event owner banned", metav1.ObjectMeta{Name: "web", OwnerReferences: []metav1.OwnerReference{{APIVersion: "v1", Kind: "Event", Name: "e", UID: "1"}}}, false,
			[]string{"FieldValueInvalid metadata.ownerReferences"}},
		{"orphan and foreground", metav1.ObjectMeta{Name: "web", Finalizers: []string{"orphan", "foregroundDeletion"}}, false,
			[]string{"FieldValueInvalid metadata.finalizers"}},
		{"bad finalizer", metav1.ObjectMeta{Name: "web", Finalizers: []string{"a/b/c"}}, false, []string{"FieldValueInvalid metadata.finalizers"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fields(ValidateObjectMeta(&tt.meta, tt.namespaced, NameIsDNSSubdomain, field.NewPath("metadata")))
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateObjectMetaUpdate(t *testing.T) {
	created := metav1.NewTime(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	deleting := metav1.NewTime(created.Add(time.Hour))
	old := metav1.ObjectMeta{Name: "web", Namespace: "default", UID: "u1", ResourceVersion: "5", Generation: 2, CreationTimestamp: created}
	oldDeleting := old
	oldDeleting.DeletionTimestamp = &deleting
	oldDeleting.Finalizers = []string{"a.io/x"}
	tests := []struct {
		name   string
		old    metav1.ObjectMeta
		change func(m *metav1.ObjectMeta)
		want   []string
	}{
		{"unchanged", old, func(m *metav1.ObjectMeta) {}, nil},
		{"same instant in another zone", old, func(m *metav1.ObjectMeta) {
			m.CreationTimestamp = metav1.NewTime(created.In(time.FixedZone("x", 3600)))
		}, nil},
		{"name", old, func(m *metav1.ObjectMeta) { m.Name = "other" }, []string{"FieldValueInvalid metadata.name"}},
		{"namespace", old, func(m *metav1.ObjectMeta) { m.Namespace = "other" }, []string{"FieldValueInvalid metadata.namespace"}},
		{"uid", old, func(m *metav1.ObjectMeta) { m.UID = "u2" }, []string{"FieldValueInvalid metadata.uid"}},
		{"creationTimestamp", old, func(m *metav1.ObjectMeta) { m.CreationTimestamp = deleting }, []string{"FieldValueInvalid metadata.creationTimestamp"}},
		{"deletionTimestamp", old, func(m *metav1.ObjectMeta) { m.DeletionTimestamp = &deleting }, []string{"FieldValueInvalid metadata.deletionTimestamp"}},
		{"no resourceVersion", old, func(m *metav1.ObjectMeta) { m.ResourceVersion = "" }, []string{"FieldValueInvalid metadata.resourceVersion"}},
		{"generation decremented", old, func(m *metav1.ObjectMeta) { m.Generation = 1 }, []string{"FieldValueInvalid metadata.generation"}},
		{"new finalizer while deleting", oldDeleting, func(m *metav1.ObjectMeta) { m.Finalizers = append(m.Finalizers, "b.io/y") }, []string{"FieldValueForbidden metadata.finalizers"}},
		{"finalizer removed while deleting", oldDeleting, func(m *metav1.ObjectMeta) { m.Finalizers = nil }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			newMeta := *tt.old.DeepCopy()
			tt.change(&newMeta)
			got := fields(ValidateObjectMetaUpdate(&newMeta, &tt.old, field.NewPath("metadata")))
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestNameFuncs(t *testing.T) {
	tests := []struct {
		fn     ValidateNameFunc
		name   string
		prefix bool
		ok     bool
	}{
		{NameIsDNSSubdomain, "a.b-c", false, true},
		{NameIsDNSSubdomain, "web-", true, true},
		{NameIsDNSSubdomain, "web-", false, false},
		{NameIsDNSLabel, "a.b", false, false},
		{NameIsDNSLabel, "ab", false, true},
		{NameIsDNS1035Label, "1ab", false, false},
	}
	for _, tt := range tests {
		if got := len(tt.fn(tt.name, tt.prefix)) == 0; got != tt.ok {
			t.Errorf("%q (prefix %v): got valid=%v; want %v", tt.name, tt.prefix, got, tt.ok)
		}
	}
}

func TestValidatePathSegmentName(t *testing.T) {
	tests := []struct {
		name   string
		prefix bool
		want   string
	}{
		{"ok", false, ""},
		{"..", false, "may not be '..'"},
		{"a/b%", false, "may not contain '/',may not contain '%'"},
		{"..", true, ""},
	}
	for _, tt := range tests {
		if got := strings.Join(ValidatePathSegmentName(tt.name, tt.prefix), ","); got != tt.want {
			t.Errorf("%q: got %q; want %q", tt.name, got, tt.want)
		}
	}
}
