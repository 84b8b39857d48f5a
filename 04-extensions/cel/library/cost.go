package library

import (
	"math"

	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common"
	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
)

// CostEstimator tells cel-go what the Kubernetes functions cost: before
// evaluation (EstimateCallCost, from the sizes the schema allows, which
// SizeEstimator knows) and during it (CallCost, from the actual
// arguments). Functions it does not name cost what cel-go says (1 per
// call for a library function).
// Upstream: k8s.io/apiserver/pkg/cel/library.CostEstimator.
//
// Left out: the costs of the authz library's functions, which stage 04
// does not offer; the string extension functions are charged by cel-go's
// own ext estimators.
type CostEstimator struct {
	// SizeEstimator knows the largest size of a variable's fields.
	SizeEstimator checker.CostEstimator
}

var (
	_ checker.CostEstimator = (*CostEstimator)(nil)
)

// CallCost is the runtime cost of one call.
// Upstream: k8s.io/apiserver/pkg/cel/library.(*CostEstimator).CallCost.
func (l *CostEstimator) CallCost(function, overloadID string, args []ref.Val, result ref.Val) *uint64 {
	cost := func(c uint64) *uint64 { return &c }
	stringCost := func(n uint64, factor float64) *uint64 { return cost(uint64(math.Ceil(float64(n) * factor))) }
	switch function {
	case "isSorted", "sum", "max", "min", "indexOf", "lastIndexOf", "includes":
		if len(args) > 0 {
			return cost(traversalCost(args[0]))
		}
	case "url", "cidr", "isIP", "isCIDR", "isURL", "quantity", "isQuantity", "semver", "isSemver", "jsonpatch.escapeKey":
		if len(args) >= 1 {
			return stringCost(actualSize(args[0]), common.StringTraversalCostFactor)
		}
	case "ip":
		if overloadID == "cidr_ip" {
			return cost(1)
		}
		if len(args) >= 1 {
			return stringCost(actualSize(args[0]), common.StringTraversalCostFactor)
		}
	case "ip.isCanonical":
		if len(args) >= 1 {
			return stringCost(actualSize(args[0]), 2*common.StringTraversalCostFactor)
		}
	case "find", "findAll":
		if len(args) >= 2 {
			strCost := uint64(math.Ceil((1.0 + float64(actualSize(args[0]))) * common.StringTraversalCostFactor))
			regexCost := uint64(math.Ceil(float64(actualSize(args[1])) * common.RegexStringLengthCostFactor))
			return cost(strCost * regexCost)
		}
	case "validate":
		if len(args) >= 2 {
			return stringCost(actualSize(args[1]), common.StringTraversalCostFactor)
		}
	}
	return nil
}

// EstimateCallCost is the cost of a call before evaluation, from the
// largest sizes of its arguments.
// Upstream: k8s.io/apiserver/pkg/cel/library.(*CostEstimator).EstimateCallCost.
func (l *CostEstimator) EstimateCallCost(function, overloadID string, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
	traversal := func(n checker.AstNode) *checker.CallEstimate {
		return &checker.CallEstimate{CostEstimate: l.sizeEstimate(n).MultiplyByCostFactor(common.StringTraversalCostFactor)}
	}
	switch function {
	case "isSorted", "sum", "max", "min", "indexOf", "lastIndexOf", "includes":
		if target != nil {
			// 1 per element compared, plus the traversal of strings and bytes.
			elCost := checker.CostEstimate{Min: 1, Max: 1}
			if params := (*target).Type().Parameters(); len(params) > 0 {
				if k := params[0].Kind(); k == types.StringKind || k == types.BytesKind {
					el := &itemsNode{path: append(append([]string{}, (*target).Path()...), "@items"), t: params[0], expr: (*target).Expr()}
					elCost = elCost.Add(l.sizeEstimate(el).MultiplyByCostFactor(common.StringTraversalCostFactor))
				}
			}
			return &checker.CallEstimate{CostEstimate: l.sizeEstimate(*target).MultiplyByCost(elCost)}
		}
	case "url", "cidr", "isIP", "isCIDR", "isURL", "quantity", "isQuantity", "semver", "isSemver":
		if len(args) >= 1 {
			return traversal(args[0])
		}
	case "jsonpatch.escapeKey":
		// The result is about as long as the key.
		if len(args) == 1 {
			sz := l.sizeEstimate(args[0])
			return &checker.CallEstimate{CostEstimate: sz.MultiplyByCostFactor(common.StringTraversalCostFactor), ResultSize: &sz}
		}
	case "ip":
		if overloadID == "cidr_ip" {
			return &checker.CallEstimate{CostEstimate: checker.CostEstimate{Min: 1, Max: 1}}
		}
		if len(args) >= 1 {
			return traversal(args[0])
		}
	case "find", "findAll":
		if target != nil && len(args) >= 1 {
			sz := l.sizeEstimate(*target)
			strCost := sz.Add(checker.SizeEstimate{Min: 1, Max: 1}).MultiplyByCostFactor(common.StringTraversalCostFactor)
			regexCost := l.sizeEstimate(args[0]).MultiplyByCostFactor(common.RegexStringLengthCostFactor)
			return &checker.CallEstimate{CostEstimate: strCost.Multiply(regexCost), ResultSize: &checker.SizeEstimate{Min: 0, Max: sz.Max}}
		}
	case "validate":
		if len(args) >= 1 {
			return traversal(args[0])
		}
	}
	return nil
}

// itemsNode stands for the elements of a list, so that the size
// estimator can be asked about them (path .../@items).
type itemsNode struct {
	path []string
	t    *types.Type
	expr ast.Expr
}

func (i *itemsNode) Path() []string                      { return i.path }
func (i *itemsNode) Type() *types.Type                   { return i.t }
func (i *itemsNode) Expr() ast.Expr                      { return i.expr }
func (i *itemsNode) ComputedSize() *checker.SizeEstimate { return nil }

func (l *CostEstimator) sizeEstimate(t checker.AstNode) checker.SizeEstimate {
	if sz := t.ComputedSize(); sz != nil {
		return *sz
	}
	if sz := l.EstimateSize(t); sz != nil {
		return *sz
	}
	return checker.SizeEstimate{Min: 0, Max: math.MaxUint64}
}

// EstimateSize asks the SizeEstimator.
// Upstream: k8s.io/apiserver/pkg/cel/library.(*CostEstimator).EstimateSize.
func (l *CostEstimator) EstimateSize(element checker.AstNode) *checker.SizeEstimate {
	if l.SizeEstimator != nil {
		return l.SizeEstimator.EstimateSize(element)
	}
	return nil
}

func actualSize(value ref.Val) uint64 {
	if sz, ok := value.(traits.Sizer); ok {
		return uint64(sz.Size().(types.Int))
	}
	return 1
}

// traversalCost is the cost of visiting every element of v once.
// Upstream: k8s.io/apiserver/pkg/cel/library.traversalCost.
func traversalCost(v ref.Val) uint64 {
	switch vt := v.(type) {
	case types.String:
		return uint64(float64(len(string(vt))) * common.StringTraversalCostFactor)
	case types.Bytes:
		return uint64(float64(len([]byte(vt))) * common.StringTraversalCostFactor)
	case traits.Lister:
		cost := uint64(0)
		for it := vt.Iterator(); it.HasNext() == types.True; {
			cost += traversalCost(it.Next())
		}
		return cost
	case traits.Mapper:
		cost := uint64(0)
		for it := vt.Iterator(); it.HasNext() == types.True; {
			k := it.Next()
			cost += traversalCost(k) + traversalCost(vt.Get(k))
		}
		return cost
	}
	return 1
}
