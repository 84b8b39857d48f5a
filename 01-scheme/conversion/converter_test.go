package conversion

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

type protocolA string
type protocolB string

type innerA struct {
	Port     int32
	Protocol protocolA
}
type innerB struct {
	Port     int32
	Protocol protocolB
}
type outerA struct {
	Name    string
	Inner   innerA
	Ptr     *innerA
	List    []innerA
	ByName  map[string]innerA
	OnlyInA string
	When    time.Time
}
type outerB struct {
	Name    string
	Inner   innerB
	Ptr     *innerB
	List    []innerB
	ByName  map[string]innerB
	OnlyInB string
	When    time.Time
}

func TestConvertFieldByField(t *testing.T) {
	now := time.Now()
	in := &outerA{
		Name: "x", Inner: innerA{80, "TCP"}, Ptr: &innerA{81, "UDP"},
		List: []innerA{{82, "TCP"}}, ByName: map[string]innerA{"a": {83, "SCTP"}}, OnlyInA: "dropped", When: now,
	}
	out := &outerB{}
	if err := NewConverter().Convert(in, out, nil); err != nil {
		t.Fatal(err)
	}
	want := &outerB{
		Name: "x", Inner: innerB{80, "TCP"}, Ptr: &innerB{81, "UDP"},
		List: []innerB{{82, "TCP"}}, ByName: map[string]innerB{"a": {83, "SCTP"}}, When: now,
	}
	if !reflect.DeepEqual(out, want) {
		t.Errorf("got %+v; want %+v", out, want)
	}
}

func TestRegisteredFunctionWinsAtAnyDepth(t *testing.T) {
	c := NewConverter()
	calls := 0
	if err := c.RegisterUntypedConversionFunc((*innerA)(nil), (*innerB)(nil), func(a, b interface{}, s Scope) error {
		calls++
		b.(*innerB).Port = a.(*innerA).Port + 1000
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out := &outerB{}
	if err := c.Convert(&outerA{Inner: innerA{Port: 1}, Ptr: &innerA{Port: 2}, List: []innerA{{Port: 3}}}, out, nil); err != nil {
		t.Fatal(err)
	}
	if out.Inner.Port != 1001 || out.Ptr.Port != 1002 || out.List[0].Port != 1003 || calls != 3 {
		t.Errorf("got ports %d %d %d after %d calls; want 1001 1002 1003 after 3", out.Inner.Port, out.Ptr.Port, out.List[0].Port, calls)
	}
}

func TestConvertErrors(t *testing.T) {
	c := NewConverter()
	type mismatch struct{ Name int }
	err := c.Convert(&outerA{Name: "x"}, &mismatch{}, nil)
	if err == nil || !strings.Contains(err.Error(), `unknown conversion`) || !strings.Contains(err.Error(), ".Name") {
		t.Errorf("got %v; want an unknown conversion error naming the field", err)
	}
	if err := c.Convert(outerA{}, &outerB{}, nil); err == nil {
		t.Errorf("non-pointer source: got nil error")
	}
	if err := c.RegisterUntypedConversionFunc(innerA{}, &innerB{}, nil); err == nil {
		t.Errorf("registering a non-pointer type: got nil error")
	}
}

func TestDeepCopy(t *testing.T) {
	in := &outerA{Ptr: &innerA{Port: 1}, List: []innerA{{Port: 2}}, ByName: map[string]innerA{"a": {Port: 3}}}
	out := DeepCopy(in)
	if !reflect.DeepEqual(in, out) {
		t.Fatalf("copy differs: got %+v; want %+v", out, in)
	}
	out.Ptr.Port, out.List[0].Port, out.ByName["b"] = 9, 9, innerA{}
	if in.Ptr.Port != 1 || in.List[0].Port != 2 || len(in.ByName) != 1 {
		t.Errorf("the copy shares memory with the original: %+v", in)
	}
	var nilPtr *outerA
	if DeepCopy(nilPtr) != nil {
		t.Errorf("DeepCopy(nil) is not nil")
	}
}
