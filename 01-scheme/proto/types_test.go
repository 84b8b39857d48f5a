package proto

import "fmt"

// The small message types the tests encode. Each one exercises one rule of
// doc.go; the expected bytes in proto_test.go are worked out by hand.

type scalars struct {
	S   string `protobuf:"bytes,1,opt,name=s"`
	B   bool   `protobuf:"varint,2,opt,name=b"`
	I32 int32  `protobuf:"varint,3,opt,name=i32"`
	I64 int64  `protobuf:"varint,4,opt,name=i64"`
	U32 uint32 `protobuf:"varint,5,opt,name=u32"`
}

type phase string
type count int64

type named struct {
	P phase `protobuf:"bytes,1,opt,name=p,casttype=phase"`
	C count `protobuf:"varint,2,opt,name=c,casttype=count"`
}

type pointers struct {
	I *int32  `protobuf:"varint,1,opt,name=i"`
	S *string `protobuf:"bytes,2,opt,name=s"`
	B *bool   `protobuf:"varint,3,opt,name=b"`
	M *inner  `protobuf:"bytes,4,opt,name=m"`
}

type inner struct {
	Name string `protobuf:"bytes,1,opt,name=name"`
	N    int32  `protobuf:"varint,2,opt,name=n"`
}

type outer struct {
	In    inner   `protobuf:"bytes,1,opt,name=in"`
	Items []inner `protobuf:"bytes,2,rep,name=items"`
}

// unordered declares its fields out of number order; the wire order is
// ascending all the same.
type unordered struct {
	Third  string `protobuf:"bytes,3,opt,name=third"`
	First  string `protobuf:"bytes,1,opt,name=first"`
	Second int32  `protobuf:"varint,2,opt,name=second"`
}

type bytesMsg struct {
	Raw []byte `protobuf:"bytes,1,opt,name=raw"`
}

type repeated struct {
	S []string `protobuf:"bytes,1,rep,name=s"`
	I []int32  `protobuf:"varint,2,rep,name=i"`
	// Tagged opt, as some upstream repeated fields are: the Go type wins.
	T []string `protobuf:"bytes,3,opt,name=t"`
}

type maps struct {
	SS map[string]string `protobuf:"bytes,1,rep,name=ss"`
	SB map[string][]byte `protobuf:"bytes,2,rep,name=sb"`
	IS map[int32]string  `protobuf:"bytes,3,rep,name=is"`
	SM map[string]inner  `protobuf:"bytes,4,rep,name=sm"`
}

// verbs is a named slice: a message wrapping repeated field 1, like
// metav1.Verbs.
type verbs []string

type wrappers struct {
	V verbs            `protobuf:"bytes,1,opt,name=v"`
	M map[string]verbs `protobuf:"bytes,2,rep,name=m"`
	// R is a named slice tagged "rep": plain repeated, like
	// apiextensions' ValidationRules.
	R verbs `protobuf:"bytes,3,rep,name=r"`
}

// stamp writes its own body, as metav1.Time does: a message {1: seconds},
// nothing at all for the zero stamp.
type stamp struct{ sec int64 }

type stampProto struct {
	Seconds int64 `protobuf:"varint,1,opt,name=seconds"`
}

func (s *stamp) Marshal() ([]byte, error) {
	if s.sec == 0 {
		return nil, nil
	}
	return Marshal(&stampProto{Seconds: s.sec})
}

func (s *stamp) Unmarshal(data []byte) error {
	var p stampProto
	if err := Unmarshal(data, &p); err != nil {
		return err
	}
	s.sec = p.Seconds
	return nil
}

type custom struct {
	T  stamp            `protobuf:"bytes,1,opt,name=t"`
	P  *stamp           `protobuf:"bytes,2,opt,name=p"`
	L  []stamp          `protobuf:"bytes,3,rep,name=l"`
	M  map[string]stamp `protobuf:"bytes,4,rep,name=m"`
	Fs failingStamp     `protobuf:"bytes,5,opt,name=fs"`
}

// failingStamp fails to marshal when bad is set.
type failingStamp struct{ bad bool }

func (f failingStamp) Marshal() ([]byte, error) {
	if f.bad {
		return nil, fmt.Errorf("bad stamp")
	}
	return nil, nil
}

func (f *failingStamp) Unmarshal(data []byte) error { return nil }

// typeMeta stands in for metav1.TypeMeta: embedded without a protobuf tag,
// it is not part of the message.
type typeMeta struct {
	Kind string `json:"kind"`
}

type withUntagged struct {
	typeMeta `json:",inline"`
	Name     string `protobuf:"bytes,1,opt,name=name"`
	Note     string `json:"note"`
	hidden   string `protobuf:"bytes,2,opt,name=hidden"`
}

type numbers struct {
	// Tagged bytes, as upstream's apiextensions float fields are: a float
	// is fixed64 whatever the tag says.
	F64 float64 `protobuf:"bytes,1,opt,name=f64"`
	F32 float32 `protobuf:"fixed32,2,opt,name=f32"`
	Z   int64   `protobuf:"zigzag64,3,opt,name=z"`
	X64 uint64  `protobuf:"fixed64,4,opt,name=x64"`
	X32 int32   `protobuf:"fixed32,5,opt,name=x32"`
}

type bigNumber struct {
	A string `protobuf:"bytes,16,opt,name=a"`
}

// node nests itself, as JSONSchemaProps does.
type node struct {
	Child *node  `protobuf:"bytes,1,opt,name=child"`
	Name  string `protobuf:"bytes,2,opt,name=name"`
}

// everything has a field of every kind; the fuzz target decodes into it.
type everything struct {
	Scalars  scalars              `protobuf:"bytes,1,opt,name=scalars"`
	Named    named                `protobuf:"bytes,2,opt,name=named"`
	Pointers pointers             `protobuf:"bytes,3,opt,name=pointers"`
	Outer    *outer               `protobuf:"bytes,4,opt,name=outer"`
	Bytes    bytesMsg             `protobuf:"bytes,5,opt,name=bytes"`
	Repeated repeated             `protobuf:"bytes,6,opt,name=repeated"`
	Maps     maps                 `protobuf:"bytes,7,opt,name=maps"`
	Wrappers wrappers             `protobuf:"bytes,8,opt,name=wrappers"`
	Custom   custom               `protobuf:"bytes,9,opt,name=custom"`
	Numbers  numbers              `protobuf:"bytes,10,opt,name=numbers"`
	Node     *node                `protobuf:"bytes,11,opt,name=node"`
	Packed   []int64              `protobuf:"varint,12,rep,name=packed"`
	Bools    map[bool]int64       `protobuf:"bytes,13,rep,name=bools"`
	Lists    map[string]*inner    `protobuf:"bytes,14,rep,name=lists"`
	Raws     [][]byte             `protobuf:"bytes,15,rep,name=raws"`
	Uints    map[uint64]phase     `protobuf:"bytes,16,rep,name=uints"`
	Ptrs     []*inner             `protobuf:"bytes,17,rep,name=ptrs"`
	Floats   []float32            `protobuf:"fixed32,18,rep,name=floats"`
	Zigzags  []int32              `protobuf:"zigzag32,19,rep,name=zigzags"`
	Verbs    *verbs               `protobuf:"bytes,20,opt,name=verbs"`
	Stamps   map[string]*stamp    `protobuf:"bytes,21,rep,name=stamps"`
	Deep     map[string]wrappers  `protobuf:"bytes,22,rep,name=deep"`
	Small    int8                 `protobuf:"varint,23,opt,name=small"`
	Counts   map[string]count     `protobuf:"bytes,24,rep,name=counts"`
	Flags    []bool               `protobuf:"varint,25,rep,name=flags"`
	Phases   []phase              `protobuf:"bytes,26,rep,name=phases"`
	Matrix   []verbs              `protobuf:"bytes,27,rep,name=matrix"`
	Untagged withUntagged         `protobuf:"bytes,28,opt,name=untagged"`
	Big      bigNumber            `protobuf:"bytes,29,opt,name=big"`
	Nested   map[string]*wrappers `protobuf:"bytes,30,rep,name=nested"`
}

// Types a plan must refuse, with an error rather than a panic.
type (
	withChan struct {
		C chan int `protobuf:"bytes,1,opt,name=c"`
	}
	withInterface struct {
		I any `protobuf:"bytes,1,opt,name=i"`
	}
	withArray struct {
		A [2]int32 `protobuf:"varint,1,rep,name=a"`
	}
	duplicate struct {
		A string `protobuf:"bytes,1,opt,name=a"`
		B string `protobuf:"bytes,1,opt,name=b"`
	}
	badNumber struct {
		A string `protobuf:"bytes,x,opt,name=a"`
	}
	zeroNumber struct {
		A string `protobuf:"bytes,0,opt,name=a"`
	}
	shortTag struct {
		A string `protobuf:"bytes"`
	}
	badMapKey struct {
		M map[inner]string `protobuf:"bytes,1,rep,name=m"`
	}
	noTags struct {
		Name string `json:"name"`
	}
	nestedNoTag struct {
		T noTags `protobuf:"bytes,1,opt,name=t"`
	}
)
