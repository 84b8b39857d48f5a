package printers

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
)

func TestPrintEndpointSlice(t *testing.T) {
	port := func(n int32) discovery.EndpointPort { return discovery.EndpointPort{Port: &n} }
	name := "dns"
	tests := []struct {
		name           string
		slice          discovery.EndpointSlice
		ports, address string
	}{
		{"empty", discovery.EndpointSlice{}, "<unset>", "<unset>"},
		{"two", discovery.EndpointSlice{Ports: []discovery.EndpointPort{port(80), {Name: &name}},
			Endpoints: []discovery.Endpoint{{Addresses: []string{"10.0.0.1"}}, {Addresses: []string{"10.0.0.2"}}}}, "80,dns", "10.0.0.1,10.0.0.2"},
		{"more", discovery.EndpointSlice{Ports: []discovery.EndpointPort{port(1), port(2), port(3), port(4), {}},
			Endpoints: []discovery.Endpoint{{Addresses: []string{"a", "b", "c", "d"}}}}, "1,2,3 + 2 more...", "a,b,c + 1 more..."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			row, err := printEndpointSlice(&tt.slice)
			if err != nil {
				t.Fatal(err)
			}
			if row.Cells[2] != tt.ports || row.Cells[3] != tt.address {
				t.Errorf("got ports %q endpoints %q; want %q %q", row.Cells[2], row.Cells[3], tt.ports, tt.address)
			}
		})
	}
}
