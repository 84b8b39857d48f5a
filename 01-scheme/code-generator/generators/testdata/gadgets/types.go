package gadgets

// Gadget has a field of each kind.
type Gadget struct {
	Name string `protobuf:"bytes,1,opt,name=name"`
	// +k8s:protobuf-gen:intern=keys
	Labels map[string]string `protobuf:"bytes,2,rep,name=labels"`
	Parts  []Part            `protobuf:"bytes,3,rep,name=parts"`
	Count  *int32            `protobuf:"varint,4,opt,name=count"`
	Ratio  float64           `protobuf:"fixed64,5,opt,name=ratio"`
	Raw    []byte            `protobuf:"bytes,6,opt,name=raw"`
	Verbs  Verbs             `protobuf:"bytes,7,opt,name=verbs"`
	Field  int32             `protobuf:"varint,300,opt,name=field"`
	Sizes  []int32           `protobuf:"varint,8,rep,name=sizes"`
	// +k8s:protobuf-gen:intern
	Kind   string `protobuf:"bytes,9,opt,name=kind"`
	Hidden string
}

// Part has a zigzag number.
type Part struct {
	ID int64 `protobuf:"zigzag64,1,opt,name=id"`
}

// Verbs is a named slice: a message wrapping a repeated field.
type Verbs []string

// Odd has a field no protobuf encoder can write.
type Odd struct {
	C chan int `protobuf:"bytes,1,opt,name=c"`
}

// HoldsOdd holds an Odd, so it cannot be generated either.
type HoldsOdd struct {
	O Odd `protobuf:"bytes,1,opt,name=o"`
}
