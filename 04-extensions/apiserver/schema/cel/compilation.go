package cel

import (
	"errors"
	"fmt"
	"sync/atomic"

	celgo "github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/types"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
)

const (
	// ScopedVarName is the variable a rule sees its node's value as.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.ScopedVarName.
	ScopedVarName = "self"
	// OldScopedVarName is the old value, in transition rules.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.OldScopedVarName.
	OldScopedVarName = "oldSelf"
)

// CompilationResult is one compiled rule: its program or its error,
// whether it is a transition rule, its worst-case cost, and the same for
// its messageExpression.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.CompilationResult.
type CompilationResult struct {
	Program     celgo.Program
	Error       *apiservercel.Error
	UsesOldSelf bool
	// MaxCost is the estimated worst-case cost of one evaluation.
	MaxCost uint64
	// MaxCardinality is how many times the rule can run per object at
	// most, when its ancestors do not bound it: as many times as the
	// smallest value of its node fits in the largest request.
	MaxCardinality uint64

	MessageExpression        celgo.Program
	MessageExpressionError   *apiservercel.Error
	MessageExpressionMaxCost uint64
	// NormalizedRuleFieldPath is fieldPath as a field path ("spec.x").
	NormalizedRuleFieldPath string
}

// EnvLoader picks the environment a rule compiles in: new expressions
// (the compatibility version's) or stored ones (this server's).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.EnvLoader.
type EnvLoader interface {
	RuleEnv(envSet *environment.EnvSet, expression string) *celgo.Env
}

type alwaysNewEnvLoader struct {
	loadFn func(*environment.EnvSet) *celgo.Env
}

func (l alwaysNewEnvLoader) RuleEnv(envSet *environment.EnvSet, _ string) *celgo.Env {
	return l.loadFn(envSet)
}

// NewExpressionsEnvLoader compiles in the new-expressions environment:
// what a CRD written now must satisfy.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.NewExpressionsEnvLoader.
func NewExpressionsEnvLoader() EnvLoader {
	return alwaysNewEnvLoader{loadFn: (*environment.EnvSet).NewExpressionsEnv}
}

// StoredExpressionsEnvLoader compiles in the stored-expressions
// environment: what serving a stored CRD uses.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.StoredExpressionsEnvLoader.
func StoredExpressionsEnvLoader() EnvLoader {
	return alwaysNewEnvLoader{loadFn: (*environment.EnvSet).StoredExpressionsEnv}
}

// Compile compiles the rules of one node, whose values have type
// declType. The result has one entry per rule, in order; err is only
// for a node CEL cannot type.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.Compile.
func Compile(s *schema.Structural, declType *apiservercel.DeclType, perCallLimit uint64, baseEnvSet *environment.EnvSet, envLoader EnvLoader) ([]CompilationResult, error) {
	if len(s.XValidations) == 0 {
		return nil, nil
	}
	if declType == nil {
		return nil, errors.New("failed to convert to declType for CEL validation rules")
	}
	oldSelfEnvSet, optionalOldSelfEnvSet, err := prepareEnvSet(baseEnvSet, declType)
	if err != nil {
		return nil, err
	}
	estimator := newCostEstimator(declType)
	maxCardinality := maxCardinality(declType.MinSerializedSize)
	results := make([]CompilationResult, len(s.XValidations))
	for i, rule := range s.XValidations {
		envSet := oldSelfEnvSet
		if rule.OptionalOldSelf != nil && *rule.OptionalOldSelf {
			envSet = optionalOldSelfEnvSet
		}
		results[i] = compileRule(s, rule, envSet, envLoader, estimator, maxCardinality, perCallLimit)
	}
	return results, nil
}

var selfTypeCounter atomic.Int64

// prepareEnvSet declares self and oldSelf (plain, or optional for rules
// with optionalOldSelf) with a freshly named type.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.prepareEnvSet.
func prepareEnvSet(baseEnvSet *environment.EnvSet, declType *apiservercel.DeclType) (*environment.EnvSet, *environment.EnvSet, error) {
	scopedType := declType.MaybeAssignTypeName(fmt.Sprintf("selfType%d", selfTypeCounter.Add(1)))
	withOldSelf := func(oldSelfType *celgo.Type) (*environment.EnvSet, error) {
		return baseEnvSet.Extend(environment.VersionedOptions{
			IntroducedVersion: environment.MajorMinor(1, 0),
			EnvOptions: []celgo.EnvOption{
				celgo.Variable(ScopedVarName, scopedType.CelType()),
				celgo.Variable(OldScopedVarName, oldSelfType),
			},
			DeclTypes: []*apiservercel.DeclType{scopedType},
		})
	}
	oldSelfEnvSet, err := withOldSelf(scopedType.CelType())
	if err != nil {
		return nil, nil, err
	}
	optionalOldSelfEnvSet, err := withOldSelf(types.NewOptionalType(scopedType.CelType()))
	if err != nil {
		return nil, nil, err
	}
	return oldSelfEnvSet, optionalOldSelfEnvSet, nil
}

// compileRule compiles one rule and its messageExpression.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.compileRule.
func compileRule(s *schema.Structural, rule apiextensions.ValidationRule, envSet *environment.EnvSet, envLoader EnvLoader, estimator *library.CostEstimator, maxCardinality, perCallLimit uint64) (result CompilationResult) {
	if len(rule.Rule) == 0 {
		return
	}
	env := envLoader.RuleEnv(envSet, rule.Rule)
	ast, issues := env.Compile(rule.Rule)
	if issues != nil && issues.Err() != nil {
		result.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "compilation failed: " + issues.String()}
		return
	}
	if ast.OutputType() != celgo.BoolType {
		result.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "cel expression must evaluate to a bool"}
		return
	}
	for _, ref := range ast.NativeRep().ReferenceMap() {
		if ref.Name == OldScopedVarName {
			result.UsesOldSelf = true
			break
		}
	}
	prog, err := env.Program(ast,
		celgo.CostLimit(perCallLimit),
		celgo.CostTracking(estimator),
		celgo.InterruptCheckFrequency(apiservercel.CheckFrequency),
	)
	if err != nil {
		result.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "program instantiation failed: " + err.Error()}
		return
	}
	costEst, err := env.EstimateCost(ast, estimator)
	if err != nil {
		result.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInternal, Detail: "cost estimation failed: " + err.Error()}
		return
	}
	result.MaxCost = costEst.Max
	result.MaxCardinality = maxCardinality
	result.Program = prog
	if rule.MessageExpression != "" {
		compileMessageExpression(&result, rule.MessageExpression, env, estimator, perCallLimit)
	}
	if rule.FieldPath != "" {
		if p, _, err := ValidFieldPath(rule.FieldPath, s); err == nil {
			result.NormalizedRuleFieldPath = p.String()
		}
	}
	return
}

func compileMessageExpression(result *CompilationResult, expr string, env *celgo.Env, estimator *library.CostEstimator, perCallLimit uint64) {
	ast, issues := env.Compile(expr)
	if issues != nil && issues.Err() != nil {
		result.MessageExpressionError = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "messageExpression compilation failed: " + issues.String()}
		return
	}
	if ast.OutputType() != celgo.StringType {
		result.MessageExpressionError = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "messageExpression must evaluate to a string"}
		return
	}
	prog, err := env.Program(ast,
		celgo.CostLimit(perCallLimit),
		celgo.CostTracking(estimator),
		celgo.InterruptCheckFrequency(apiservercel.CheckFrequency),
	)
	if err != nil {
		result.MessageExpressionError = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: "messageExpression instantiation failed: " + err.Error()}
		return
	}
	costEst, err := env.EstimateCost(ast, estimator)
	if err != nil {
		result.MessageExpressionError = &apiservercel.Error{Type: apiservercel.ErrorTypeInternal, Detail: "cost estimation failed for messageExpression: " + err.Error()}
		return
	}
	result.MessageExpression = prog
	result.MessageExpressionMaxCost = costEst.Max
}

func newCostEstimator(root *apiservercel.DeclType) *library.CostEstimator {
	return &library.CostEstimator{SizeEstimator: &sizeEstimator{root: root}}
}

// sizeEstimator answers, for a path below self (self.spec.items.@items),
// the largest size the schema allows there.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.sizeEstimator.
type sizeEstimator struct {
	root *apiservercel.DeclType
}

func (c *sizeEstimator) EstimateSize(element checker.AstNode) *checker.SizeEstimate {
	if len(element.Path()) == 0 {
		return nil
	}
	current := c.root
	for _, name := range element.Path()[1:] {
		switch name {
		case "@items", "@values":
			if current.ElemType == nil {
				return nil
			}
			current = current.ElemType
		case "@keys":
			if current.KeyType == nil {
				return nil
			}
			current = current.KeyType
		default:
			f, ok := current.Fields[name]
			if !ok || f.Type == nil {
				return nil
			}
			current = f.Type
		}
	}
	return &checker.SizeEstimate{Min: 0, Max: uint64(current.MaxElements)}
}

func (c *sizeEstimator) EstimateCallCost(function, overloadID string, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
	return nil
}

// maxCardinality is how many values of the smallest serialized size fit
// in the largest request, one separator each.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.maxCardinality.
func maxCardinality(minSize int64) uint64 {
	return uint64(apiservercel.MaxRequestSizeBytes / (minSize + 1))
}
