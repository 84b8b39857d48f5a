package ipallocator_test

import (
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service/ipallocator"
)

// A /30 has two usable IPs: .1 and .2 (.0 and .3 are reserved).
func ExampleRange() {
	_, cidr, _ := net.ParseCIDR("10.96.0.0/30")
	r, _ := ipallocator.NewInMemory(cidr)

	fmt.Println(r.Allocate(net.ParseIP("10.96.0.1")))
	fmt.Println(r.Allocate(net.ParseIP("10.96.0.1")))
	fmt.Println(r.Allocate(net.ParseIP("10.96.0.3")))
	fmt.Println(r.AllocateNext())
	fmt.Println(r.AllocateNext())
	fmt.Println(r.Used(), r.Free())
	// Output:
	// <nil>
	// provided IP is already allocated
	// the provided IP (10.96.0.3) is not in the valid range. The range of valid IPs is 10.96.0.0/30
	// 10.96.0.2 <nil>
	// <nil> range is full
	// 2 0
}
