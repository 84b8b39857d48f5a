package validation

import (
	"encoding/json"
	"fmt"
	celgo "github.com/google/cel-go/cel"
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel/model"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
)

const (
	// StaticEstimatedCostLimit is the largest estimated cost of one rule,
	// times the number of times it may run per object.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.StaticEstimatedCostLimit.
	StaticEstimatedCostLimit = 10000000
	// StaticEstimatedCRDCostLimit is the largest total of those estimates
	// over one version's schema.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.StaticEstimatedCRDCostLimit.
	StaticEstimatedCRDCostLimit = 100000000
)

var supportedValidationReasons = []string{
	string(apiextensions.FieldValueDuplicate), string(apiextensions.FieldValueForbidden),
	string(apiextensions.FieldValueInvalid), string(apiextensions.FieldValueRequired),
}

// celSchemaContext is what the walk over a schema knows about the place
// it is at: how often a node can occur per object (nil: unbounded, the
// product of the maxItems and maxProperties above it otherwise), and the
// nearest list above it whose items cannot be matched to old ones.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.CELSchemaContext.
type celSchemaContext struct {
	envLoader        cel.EnvLoader
	maxCardinality   *uint64
	uncorrelatableAt *field.Path
	totalCost        *totalCost
}

// totalCost adds up the cost of every rule of a schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.TotalCost.
type totalCost struct {
	total uint64
	costs []ruleCost
}

type ruleCost struct {
	path *field.Path
	cost uint64
}

func (t *totalCost) observe(path *field.Path, cost uint64) {
	t.total = addWithOverflowGuard(t.total, cost)
	t.costs = append(t.costs, ruleCost{path, cost})
}

// validateSchemaCEL checks and compiles every rule of a structural
// schema, and the per-rule and per-schema cost budgets.
// Upstream: the x-kubernetes-validations part of
// k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionOpenAPISchema
// and validateCustomResourceDefinitionValidation's total-cost check.
func validateSchemaCEL(s *structuralschema.Structural, schemaPath *field.Path, preexisting preexistingExpressions) field.ErrorList {
	one := uint64(1)
	total := &totalCost{}
	allErrs := validateNodeCEL(s, true, schemaPath, celSchemaContext{envLoader: preexisting, maxCardinality: &one, totalCost: total})
	if total.total > StaticEstimatedCRDCostLimit {
		costs := total.costs
		sort.SliceStable(costs, func(i, j int) bool { return costs[i].cost > costs[j].cost })
		for i := 0; i < len(costs) && i < 4; i++ {
			allErrs = append(allErrs, field.Forbidden(costs[i].path, "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema"))
		}
		allErrs = append(allErrs, field.Forbidden(schemaPath, getCostErrorMessage("x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema", total.total, StaticEstimatedCRDCostLimit)))
	}
	return allErrs
}

func validateNodeCEL(s *structuralschema.Structural, isRoot bool, fldPath *field.Path, ctx celSchemaContext) field.ErrorList {
	if s == nil {
		return nil
	}
	allErrs := validateRules(s, isRoot || s.XEmbeddedResource, fldPath, ctx)
	var v structuralschema.ValueValidation
	if s.ValueValidation != nil {
		v = *s.ValueValidation
	}
	if s.Items != nil {
		child := ctx
		child.maxCardinality = multiplyCardinality(ctx.maxCardinality, v.MaxItems)
		if ctx.uncorrelatableAt == nil && (s.XListType == nil || *s.XListType != "map") {
			child.uncorrelatableAt = fldPath
		}
		allErrs = append(allErrs, validateNodeCEL(s.Items, false, fldPath.Child("items"), child)...)
	}
	if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
		child := ctx
		child.maxCardinality = multiplyCardinality(ctx.maxCardinality, v.MaxProperties)
		allErrs = append(allErrs, validateNodeCEL(s.AdditionalProperties.Structural, false, fldPath.Child("additionalProperties"), child)...)
	}
	names := make([]string, 0, len(s.Properties))
	for name := range s.Properties {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		prop := s.Properties[name]
		allErrs = append(allErrs, validateNodeCEL(&prop, false, fldPath.Child("properties").Key(name), ctx)...)
	}
	return allErrs
}

func multiplyCardinality(c *uint64, max *int64) *uint64 {
	if c == nil || max == nil {
		return nil
	}
	m := uint64(0)
	if *max > 0 {
		m = uint64(*max)
	}
	product := multiplyWithOverflowGuard(*c, m)
	return &product
}

var newlineMatcher = regexp.MustCompile(`[\n\r]+`)

func hasNewlines(s string) bool { return newlineMatcher.MatchString(s) }

// validateRules checks the rules of one node: their fields, then, when
// those are fine, that they compile, return a bool, stay within the cost
// budget, and use oldSelf only where old values can be found.
// Upstream: the x-kubernetes-validations part of
// k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionOpenAPISchema.
func validateRules(s *structuralschema.Structural, isResourceRoot bool, fldPath *field.Path, ctx celSchemaContext) field.ErrorList {
	if len(s.XValidations) == 0 {
		return nil
	}
	var allErrs field.ErrorList
	rulesPath := fldPath.Child("x-kubernetes-validations")
	for i, rule := range s.XValidations {
		p := rulesPath.Index(i)
		trimmedRule, trimmedMsg := strings.TrimSpace(rule.Rule), strings.TrimSpace(rule.Message)
		switch {
		case len(trimmedRule) == 0:
			allErrs = append(allErrs, field.Required(p.Child("rule"), "rule is not specified"))
		case len(rule.Message) > 0 && len(trimmedMsg) == 0:
			allErrs = append(allErrs, field.Invalid(p.Child("message"), rule.Message, "must be non-empty if specified"))
		case hasNewlines(trimmedMsg):
			allErrs = append(allErrs, field.Invalid(p.Child("message"), rule.Message, "must not contain line breaks"))
		case hasNewlines(trimmedRule) && len(trimmedMsg) == 0:
			allErrs = append(allErrs, field.Required(p.Child("message"), "message must be specified if rule contains line breaks"))
		}
		if len(rule.MessageExpression) > 0 && len(strings.TrimSpace(rule.MessageExpression)) == 0 {
			allErrs = append(allErrs, field.Required(p.Child("messageExpression"), "messageExpression must be non-empty if specified"))
		}
		if rule.Reason != nil && !contains(supportedValidationReasons, string(*rule.Reason)) {
			allErrs = append(allErrs, field.NotSupported(p.Child("reason"), *rule.Reason, supportedValidationReasons))
		}
		if len(rule.FieldPath) > 0 && len(strings.TrimSpace(rule.FieldPath)) == 0 {
			allErrs = append(allErrs, field.Invalid(p.Child("fieldPath"), rule.FieldPath, "must be non-empty if specified"))
		}
		if hasNewlines(rule.FieldPath) {
			allErrs = append(allErrs, field.Invalid(p.Child("fieldPath"), rule.FieldPath, "must not contain line breaks"))
		}
		if len(rule.FieldPath) > 0 {
			if _, _, err := cel.ValidFieldPath(rule.FieldPath, s); err != nil {
				allErrs = append(allErrs, field.Invalid(p.Child("fieldPath"), rule.FieldPath, "must be a valid path"))
			}
		}
	}
	// Schema errors first: CEL's messages about a broken rule would only
	// confuse.
	if len(allErrs) > 0 {
		return allErrs
	}
	declType := model.SchemaDeclType(s, isResourceRoot)
	if declType == nil {
		return field.ErrorList{field.InternalError(rulesPath, fmt.Errorf("internal error: failed to retrieve type information for x-kubernetes-validations"))}
	}
	results, err := cel.Compile(s, declType, apiservercel.PerCallLimit, cel.BaseEnvSet(), ctx.envLoader)
	if err != nil {
		return field.ErrorList{field.InternalError(rulesPath, err)}
	}
	for i, cr := range results {
		p := rulesPath.Index(i)
		cost := expressionCost(cr.MaxCost, cr.MaxCardinality, ctx)
		if cost > StaticEstimatedCostLimit {
			allErrs = append(allErrs, field.Forbidden(p.Child("rule"), getCostErrorMessage("estimated rule cost", cost, StaticEstimatedCostLimit)))
		}
		ctx.totalCost.observe(p.Child("rule"), cost)
		if cr.Error != nil {
			if cr.Error.Type == apiservercel.ErrorTypeRequired {
				allErrs = append(allErrs, field.Required(p.Child("rule"), cr.Error.Detail))
			} else {
				allErrs = append(allErrs, field.Invalid(p.Child("rule"), ruleValue(s.XValidations[i]), cr.Error.Detail))
			}
		}
		if cr.MessageExpressionError != nil {
			allErrs = append(allErrs, field.Invalid(p.Child("messageExpression"), ruleValue(s.XValidations[i]), cr.MessageExpressionError.Detail))
		} else if cr.MessageExpression != nil {
			msgCost := expressionCost(cr.MessageExpressionMaxCost, cr.MaxCardinality, ctx)
			if msgCost > StaticEstimatedCostLimit {
				allErrs = append(allErrs, field.Forbidden(p.Child("messageExpression"), getCostErrorMessage("estimated messageExpression cost", msgCost, StaticEstimatedCostLimit)))
			}
			ctx.totalCost.observe(p.Child("messageExpression"), msgCost)
		}
		if cr.UsesOldSelf {
			if ctx.uncorrelatableAt != nil {
				allErrs = append(allErrs, field.Invalid(p.Child("rule"), s.XValidations[i].Rule, fmt.Sprintf("oldSelf cannot be used on the uncorrelatable portion of the schema within %v", ctx.uncorrelatableAt)))
			}
		} else if s.XValidations[i].OptionalOldSelf != nil {
			allErrs = append(allErrs, field.Invalid(p.Child("optionalOldSelf"), *s.XValidations[i].OptionalOldSelf, "may not be set if oldSelf is not used in rule"))
		}
	}
	return allErrs
}

// preexistingExpressions are the expressions of the CRD being updated.
// As an EnvLoader it compiles those in the stored-expressions
// environment (they were accepted once, perhaps by a newer server: a
// rollback must not lock the CRD) and every other in the new-expressions
// one. On create it is empty: everything is new.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.preexistingExpressions.
type preexistingExpressions map[string]bool

func (p preexistingExpressions) RuleEnv(envSet *environment.EnvSet, expression string) *celgo.Env {
	if p[expression] {
		return envSet.StoredExpressionsEnv()
	}
	return envSet.NewExpressionsEnv()
}

// findPreexistingExpressions collects the rules and message expressions of
// every version's schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.findPreexistingExpressions.
func findPreexistingExpressions(spec *apiextensions.CustomResourceDefinitionSpec) preexistingExpressions {
	found := preexistingExpressions{}
	var walk func(s *apiextensions.JSONSchemaProps)
	walk = func(s *apiextensions.JSONSchemaProps) {
		if s == nil {
			return
		}
		for _, r := range s.XValidations {
			found[r.Rule] = true
			if r.MessageExpression != "" {
				found[r.MessageExpression] = true
			}
		}
		if s.Items != nil {
			walk(s.Items.Schema)
		}
		if s.AdditionalProperties != nil {
			walk(s.AdditionalProperties.Schema)
		}
		for k := range s.Properties {
			p := s.Properties[k]
			walk(&p)
		}
	}
	for _, v := range spec.Versions {
		if v.Schema != nil {
			walk(v.Schema.OpenAPIV3Schema)
		}
	}
	return found
}

// ruleValue prints a rule as upstream's field errors print it: JSON of
// the internal type, whose fields have no JSON tags
// ({"Rule":"self.x > 1","Message":"",...}).
type ruleValue apiextensions.ValidationRule

func (r ruleValue) String() string {
	data, err := json.Marshal(apiextensions.ValidationRule(r))
	if err != nil {
		return r.Rule
	}
	return string(data)
}

// expressionCost is a rule's cost times the number of times it can run:
// the bound of its ancestors when they have one, else its own estimate.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.getExpressionCost.
func expressionCost(maxCost, ownCardinality uint64, ctx celSchemaContext) uint64 {
	if ctx.maxCardinality != nil {
		return multiplyWithOverflowGuard(maxCost, *ctx.maxCardinality)
	}
	return multiplyWithOverflowGuard(maxCost, ownCardinality)
}

func multiplyWithOverflowGuard(baseCost, cardinality uint64) uint64 {
	if baseCost == 0 {
		return 0
	}
	if math.MaxUint64/baseCost < cardinality {
		return math.MaxUint64
	}
	return baseCost * cardinality
}

func addWithOverflowGuard(a, b uint64) uint64 {
	if math.MaxUint64-a < b {
		return math.MaxUint64
	}
	return a + b
}

// getCostErrorMessage says by how much a cost exceeds its budget.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.getCostErrorMessage.
func getCostErrorMessage(costName string, expressionCost, costLimit uint64) string {
	exceedFactor := float64(expressionCost) / float64(costLimit)
	var factor string
	switch {
	case exceedFactor > 100.0:
		factor = "more than 100x"
	case exceedFactor < 1.5:
		factor = fmt.Sprintf("%fx", exceedFactor)
	default:
		factor = fmt.Sprintf("%.1fx", exceedFactor)
	}
	return fmt.Sprintf("%s exceeds budget by factor of %s (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)", costName, factor)
}
