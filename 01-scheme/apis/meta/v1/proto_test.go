package v1

import (
	"bytes"
	"encoding/hex"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// withTime is a message with a Time field and a *Time field, as ObjectMeta
// has (creationTimestamp = 8, deletionTimestamp = 9).
type withTime struct {
	T Time  `protobuf:"bytes,8,opt,name=t"`
	P *Time `protobuf:"bytes,9,opt,name=p"`
}

func TestTimeProto(t *testing.T) {
	noon := Date(2024, 5, 1, 12, 0, 0, 123456789, time.UTC)
	tests := []struct {
		name string
		msg  any
		want string
	}{
		// Timestamp{seconds: 1714564800, nanos: 0}: Time drops nanoseconds.
		{"Time", &noon, "08c0ddc8b106" + "1000"},
		{"zero Time", &Time{}, ""},
		{"MicroTime", &MicroTime{noon.Time}, "08c0ddc8b106" + "10959aef3a"},
		{"zero MicroTime", &MicroTime{}, ""},
		// A zero Time field is an empty message (42 00), a nil *Time absent.
		{"zero Time field", &withTime{}, "4200"},
		{"both fields", &withTime{T: noon, P: &noon}, "4208" + "08c0ddc8b1061000" + "4a08" + "08c0ddc8b1061000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := proto.Marshal(tt.msg)
			if err != nil {
				t.Fatal(err)
			}
			if hex.EncodeToString(got) != tt.want {
				t.Errorf("proto.Marshal = %x; want %s", got, tt.want)
			}
		})
	}
}

func TestTimeProtoRoundTrip(t *testing.T) {
	noon := Date(2024, 5, 1, 12, 0, 0, 123456789, time.UTC)
	var tm Time
	if err := proto.Unmarshal(unhex(t, "08c0ddc8b106"+"10959aef3a"), &tm); err != nil {
		t.Fatal(err)
	}
	if want := noon.Rfc3339Copy(); !tm.Equal(&want) {
		t.Errorf("Time from proto = %v; want %v (nanoseconds ignored)", tm, want)
	}
	var mt MicroTime
	if err := proto.Unmarshal(unhex(t, "08c0ddc8b106"+"10959aef3a"), &mt); err != nil {
		t.Fatal(err)
	}
	if !mt.Time.Equal(noon.Time) {
		t.Errorf("MicroTime from proto = %v; want %v", mt, noon)
	}
	var w withTime
	if err := proto.Unmarshal(unhex(t, "4200"), &w); err != nil || !w.T.IsZero() || w.P != nil {
		t.Errorf("empty Timestamp = %+v, %v; want zero time", w, err)
	}
}

// TestObjectMetaProto compares with the metadata of a Namespace that
// upstream's protobuf serializer (k8s.io/api v0.32.13) encoded:
// {name: demo, labels: {team: a}}. Every scalar is written even when
// empty, and the zero creationTimestamp is an empty message (42 00).
func TestObjectMetaProto(t *testing.T) {
	want := unhex(t, "0a0464656d6f"+"1200"+"1a00"+"2200"+"2a00"+"3200"+"3800"+"4200"+"5a090a047465616d120161")
	meta := &ObjectMeta{Name: "demo", Labels: map[string]string{"team": "a"}}
	got, err := proto.Marshal(meta)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("proto.Marshal = %x; want %x", got, want)
	}
	var back ObjectMeta
	if err := proto.Unmarshal(want, &back); err != nil {
		t.Fatal(err)
	}
	if back.Name != "demo" || back.Labels["team"] != "a" || !back.CreationTimestamp.IsZero() {
		t.Errorf("proto.Unmarshal = %+v; want name demo, label team=a", back)
	}
}

func TestProtoRoundTrips(t *testing.T) {
	created := Unix(1714564800, 0)
	tests := []struct {
		in, out any
	}{
		{&Status{TypeMeta: TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: StatusFailure, Reason: StatusReasonNotFound,
			Details: &StatusDetails{Name: "x", Kind: "pods", Causes: []StatusCause{{Type: CauseTypeFieldValueInvalid, Field: "f"}}}, Code: 404}, &Status{}},
		{&ObjectMeta{Name: "a", Namespace: "b", UID: "u", CreationTimestamp: created, DeletionTimestamp: &created,
			OwnerReferences: []OwnerReference{{Kind: "K", Name: "o", UID: "u0", Controller: ptr(true)}},
			ManagedFields:   []ManagedFieldsEntry{{Manager: "m", Time: &created, FieldsV1: &FieldsV1{Raw: []byte(`{"f:a":{}}`)}}},
			Finalizers:      []string{"x"}, Annotations: map[string]string{"k": "v"}}, &ObjectMeta{}},
		{&ListOptions{LabelSelector: "a=b", Watch: true, TimeoutSeconds: ptr(int64(3)), SendInitialEvents: ptr(true)}, &ListOptions{}},
		{&DeleteOptions{GracePeriodSeconds: ptr(int64(0)), PropagationPolicy: ptr(DeletePropagationBackground), DryRun: []string{"All"}}, &DeleteOptions{}},
		{&APIResourceList{GroupVersion: "v1", APIResources: []APIResource{{Name: "pods", Kind: "Pod", Verbs: Verbs{"get", "list"}}}}, &APIResourceList{}},
		{&Duration{Duration: time.Minute}, &Duration{}},
	}
	for _, tt := range tests {
		data, err := proto.Marshal(tt.in)
		if err != nil {
			t.Fatalf("proto.Marshal(%T): %v", tt.in, err)
		}
		if err := proto.Unmarshal(data, tt.out); err != nil {
			t.Fatalf("proto.Unmarshal(%T): %v", tt.out, err)
		}
		again, err := proto.Marshal(tt.out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, again) {
			t.Errorf("%T: round trip changed the bytes:\n%x\n%x", tt.in, data, again)
		}
	}
}

func TestDurationProto(t *testing.T) {
	got, err := proto.Marshal(&Duration{Duration: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	// field 1, varint 1e9
	if want := "088094ebdc03"; hex.EncodeToString(got) != want {
		t.Errorf("proto.Marshal(1s) = %x; want %s", got, want)
	}
}

// TestTableHasNoProtobuf: a Table's cells are arbitrary JSON, so upstream
// generates no protobuf for it; encoding one must fail, not lose data.
func TestTableHasNoProtobuf(t *testing.T) {
	if _, err := proto.Marshal(&Table{Rows: []TableRow{{Cells: []interface{}{"a"}}}}); err == nil {
		t.Errorf("proto.Marshal(Table) error = nil; want an error")
	}
}
