package discovery

import (
	"net"
	"net/http"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Addresses tells a client which address to reach the server at, given
// the client's IP: discovery documents carry the answer in
// serverAddressByClientCIDRs.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.Addresses.
type Addresses interface {
	ServerAddressByClientCIDRs(clientIP net.IP) []metav1.ServerAddressByClientCIDR
}

// DefaultAddresses answers DefaultAddress for every client (0.0.0.0/0),
// plus the address of each rule whose range holds the client.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.DefaultAddresses.
type DefaultAddresses struct {
	// CIDRRules are alternative addresses for client networks.
	CIDRRules []CIDRRule
	// DefaultAddress is host:port for everyone.
	DefaultAddress string
}

// CIDRRule is an alternative address for clients in one network.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.CIDRRule.
type CIDRRule struct {
	IPRange net.IPNet
	// Address is host:port for clients in IPRange.
	Address string
}

// ServerAddressByClientCIDRs implements Addresses.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.DefaultAddresses.ServerAddressByClientCIDRs.
func (d DefaultAddresses) ServerAddressByClientCIDRs(clientIP net.IP) []metav1.ServerAddressByClientCIDR {
	addresses := []metav1.ServerAddressByClientCIDR{{ClientCIDR: "0.0.0.0/0", ServerAddress: d.DefaultAddress}}
	for _, rule := range d.CIDRRules {
		if rule.IPRange.Contains(clientIP) {
			addresses = append(addresses, metav1.ServerAddressByClientCIDR{
				ClientCIDR: rule.IPRange.String(), ServerAddress: rule.Address,
			})
		}
	}
	return addresses
}

// addressesFor returns what a handler with addresses a answers req: a's
// answer, or, without a, the address the client dialled (the Host header),
// which is what a real kube-apiserver's --advertise-address and port come
// to for a client on the same network.
func addressesFor(a Addresses, req *http.Request) []metav1.ServerAddressByClientCIDR {
	if a == nil {
		a = DefaultAddresses{DefaultAddress: req.Host}
	}
	return a.ServerAddressByClientCIDRs(clientIP(req))
}

// clientIP is the first valid address of X-Forwarded-For, else X-Real-Ip,
// else the connection's remote address.
// Upstream: k8s.io/apimachinery/pkg/util/net.GetClientIP.
func clientIP(req *http.Request) net.IP {
	if first, _, _ := strings.Cut(req.Header.Get("X-Forwarded-For"), ","); first != "" {
		if ip := net.ParseIP(strings.TrimSpace(first)); ip != nil {
			return ip
		}
	}
	if ip := net.ParseIP(strings.TrimSpace(req.Header.Get("X-Real-Ip"))); ip != nil {
		return ip
	}
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	return net.ParseIP(host)
}
