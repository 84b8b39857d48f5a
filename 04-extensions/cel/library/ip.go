package library

import (
	"fmt"
	"net/netip"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// IPType and CIDRType are the CEL types of ip() and cidr().
// Upstream: k8s.io/apiserver/pkg/cel.IPType, k8s.io/apiserver/pkg/cel.CIDRType.
var (
	IPType   = cel.ObjectType("net.IP")
	CIDRType = cel.ObjectType("net.CIDR")
)

// IP returns the ip library: ip('10.0.0.1'), isIP(string),
// ip.isCanonical(string), string(ip), and on an IP family(),
// isUnspecified(), isLoopback(), isLinkLocalMulticast(),
// isLinkLocalUnicast(), isGlobalUnicast(). Zones and IPv4-mapped IPv6
// addresses are refused, as Kubernetes refuses them everywhere.
// Upstream: k8s.io/apiserver/pkg/cel/library.IP.
func IP() cel.EnvOption { return cel.Lib(ipLib) }

// CIDR returns the cidr library: cidr('10.0.0.0/8'), isCIDR(string),
// string(cidr), and on a CIDR containsIP(ip or string),
// containsCIDR(cidr or string), ip(), prefixLength(), masked().
// Upstream: k8s.io/apiserver/pkg/cel/library.CIDR.
func CIDR() cel.EnvOption { return cel.Lib(cidrLib) }

func newIP(a netip.Addr) ref.Val {
	return opaque[netip.Addr]{value: a, typ: IPType, equalFn: func(a, b netip.Addr) bool { return a == b }, str: netip.Addr.String}
}

func newCIDR(p netip.Prefix) ref.Val {
	return opaque[netip.Prefix]{value: p, typ: CIDRType, equalFn: func(a, b netip.Prefix) bool { return a == b }, str: netip.Prefix.String}
}

// parseIPAddr parses an IP, refusing zones and IPv4-mapped IPv6.
// Upstream: k8s.io/apiserver/pkg/cel/library.parseIPAddr.
func parseIPAddr(raw string) (netip.Addr, error) {
	addr, err := netip.ParseAddr(raw)
	if err != nil {
		return netip.Addr{}, fmt.Errorf("IP Address %q parse error during conversion from string: %v", raw, err)
	}
	if addr.Zone() != "" {
		return netip.Addr{}, fmt.Errorf("IP address %q with zone value is not allowed", raw)
	}
	if addr.Is4In6() {
		return netip.Addr{}, fmt.Errorf("IPv4-mapped IPv6 address %q is not allowed", raw)
	}
	return addr, nil
}

// parseCIDR parses a prefix, refusing IPv4-mapped IPv6.
// Upstream: k8s.io/apiserver/pkg/cel/library.parseCIDR.
func parseCIDR(raw string) (netip.Prefix, error) {
	p, err := netip.ParsePrefix(raw)
	if err != nil {
		return netip.Prefix{}, fmt.Errorf("network address parse error during conversion from string: %v", err)
	}
	if p.Addr().Is4In6() {
		return netip.Prefix{}, fmt.Errorf("IPv4-mapped IPv6 address %q is not allowed", raw)
	}
	return p, nil
}

func stringToIP(arg ref.Val) ref.Val {
	s, ok := str(arg)
	if !ok {
		return types.MaybeNoSuchOverloadErr(arg)
	}
	a, err := parseIPAddr(s)
	if err != nil {
		return types.NewErr("%v", err)
	}
	return newIP(a)
}

func stringToCIDR(arg ref.Val) ref.Val {
	s, ok := str(arg)
	if !ok {
		return types.MaybeNoSuchOverloadErr(arg)
	}
	p, err := parseCIDR(s)
	if err != nil {
		return types.NewErr("network address parse error during conversion from string: %v", err)
	}
	return newCIDR(p)
}

func ipPredicate(id string, f func(netip.Addr) bool) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{IPType}, cel.BoolType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		a, ok := receiver[netip.Addr](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return types.Bool(f(a))
	}))
}

func stringPredicate(id string, f func(string) bool) cel.FunctionOpt {
	return cel.Overload(id, []*cel.Type{cel.StringType}, cel.BoolType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		s, ok := str(v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return types.Bool(f(s))
	}))
}

var ipLib = &lib{name: "kubernetes.net.ip", types: []*cel.Type{IPType}, decls: map[string][]cel.FunctionOpt{
	"ip": {cel.Overload("string_to_ip", []*cel.Type{cel.StringType}, IPType, cel.UnaryBinding(stringToIP))},
	"family": {cel.MemberOverload("ip_family", []*cel.Type{IPType}, cel.IntType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		a, ok := receiver[netip.Addr](v)
		switch {
		case !ok:
			return types.MaybeNoSuchOverloadErr(v)
		case a.Is4():
			return types.Int(4)
		case a.Is6():
			return types.Int(6)
		}
		return types.NewErr("IP address %q is not an IPv4 or IPv6 address", a.String())
	}))},
	"ip.isCanonical": {cel.Overload("ip_is_canonical", []*cel.Type{cel.StringType}, cel.BoolType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		s, ok := str(v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		a, err := parseIPAddr(s)
		if err != nil {
			return types.NewErr("%v", err)
		}
		return types.Bool(a.String() == s)
	}))},
	"isUnspecified":        {ipPredicate("ip_is_unspecified", netip.Addr.IsUnspecified)},
	"isLoopback":           {ipPredicate("ip_is_loopback", netip.Addr.IsLoopback)},
	"isLinkLocalMulticast": {ipPredicate("ip_is_link_local_multicast", netip.Addr.IsLinkLocalMulticast)},
	"isLinkLocalUnicast":   {ipPredicate("ip_is_link_local_unicast", netip.Addr.IsLinkLocalUnicast)},
	"isGlobalUnicast":      {ipPredicate("ip_is_global_unicast", netip.Addr.IsGlobalUnicast)},
	"isIP": {stringPredicate("is_ip", func(s string) bool {
		_, err := parseIPAddr(s)
		return err == nil
	})},
	"string": {cel.Overload("ip_to_string", []*cel.Type{IPType}, cel.StringType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		return v.ConvertToType(types.StringType)
	}))},
}}

func cidrContains(v, other ref.Val, ipArg bool) ref.Val {
	p, ok := receiver[netip.Prefix](v)
	if !ok {
		return types.MaybeNoSuchOverloadErr(v)
	}
	if other.Type() == types.StringType {
		if ipArg {
			other = stringToIP(other)
		} else {
			other = stringToCIDR(other)
		}
		if types.IsError(other) {
			return other
		}
	}
	if ipArg {
		a, ok := receiver[netip.Addr](other)
		if !ok {
			return types.MaybeNoSuchOverloadErr(other)
		}
		return types.Bool(p.Contains(a))
	}
	q, ok := receiver[netip.Prefix](other)
	if !ok {
		return types.MaybeNoSuchOverloadErr(other)
	}
	return types.Bool(q.Bits() >= p.Bits() && p.Contains(q.Addr()))
}

var cidrLib = &lib{name: "kubernetes.net.cidr", types: []*cel.Type{CIDRType}, decls: map[string][]cel.FunctionOpt{
	"cidr": {cel.Overload("string_to_cidr", []*cel.Type{cel.StringType}, CIDRType, cel.UnaryBinding(stringToCIDR))},
	"containsIP": {
		cel.MemberOverload("cidr_contains_ip_string", []*cel.Type{CIDRType, cel.StringType}, cel.BoolType,
			cel.BinaryBinding(func(a, b ref.Val) ref.Val { return cidrContains(a, b, true) })),
		cel.MemberOverload("cidr_contains_ip_ip", []*cel.Type{CIDRType, IPType}, cel.BoolType,
			cel.BinaryBinding(func(a, b ref.Val) ref.Val { return cidrContains(a, b, true) })),
	},
	"containsCIDR": {
		cel.MemberOverload("cidr_contains_cidr_string", []*cel.Type{CIDRType, cel.StringType}, cel.BoolType,
			cel.BinaryBinding(func(a, b ref.Val) ref.Val { return cidrContains(a, b, false) })),
		cel.MemberOverload("cidr_contains_cidr", []*cel.Type{CIDRType, CIDRType}, cel.BoolType,
			cel.BinaryBinding(func(a, b ref.Val) ref.Val { return cidrContains(a, b, false) })),
	},
	"ip": {cel.MemberOverload("cidr_ip", []*cel.Type{CIDRType}, IPType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		p, ok := receiver[netip.Prefix](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return newIP(p.Addr())
	}))},
	"prefixLength": {cel.MemberOverload("cidr_prefix_length", []*cel.Type{CIDRType}, cel.IntType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		p, ok := receiver[netip.Prefix](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return types.Int(p.Bits())
	}))},
	"masked": {cel.MemberOverload("cidr_masked", []*cel.Type{CIDRType}, CIDRType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		p, ok := receiver[netip.Prefix](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return newCIDR(p.Masked())
	}))},
	"isCIDR": {stringPredicate("is_cidr", func(s string) bool {
		_, err := parseCIDR(s)
		return err == nil
	})},
	"string": {cel.Overload("cidr_to_string", []*cel.Type{CIDRType}, cel.StringType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		return v.ConvertToType(types.StringType)
	}))},
}}
