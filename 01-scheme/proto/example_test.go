package proto_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// objectMeta is three fields of metav1.ObjectMeta, with upstream's tags.
type objectMeta struct {
	Name      string            `protobuf:"bytes,1,opt,name=name"`
	Namespace string            `protobuf:"bytes,3,opt,name=namespace"`
	Labels    map[string]string `protobuf:"bytes,11,rep,name=labels"`
}

func ExampleMarshal() {
	data, err := proto.Marshal(&objectMeta{Name: "demo", Labels: map[string]string{"team": "a"}})
	if err != nil {
		panic(err)
	}
	// 0a 04 "demo": field 1, 4 bytes. 1a 00: field 3, empty, still written.
	// 5a 09 ...: field 11, one map entry {1: "team", 2: "a"}.
	fmt.Printf("% x\n", data)
	// Output: 0a 04 64 65 6d 6f 1a 00 5a 09 0a 04 74 65 61 6d 12 01 61
}

func ExampleUnmarshal() {
	var m objectMeta
	err := proto.Unmarshal([]byte{0x0a, 0x04, 'd', 'e', 'm', 'o', 0x78, 0x01}, &m)
	fmt.Printf("%q %v\n", m.Name, err) // field 15 (0x78) is unknown: skipped
	// Output: "demo" <nil>
}
