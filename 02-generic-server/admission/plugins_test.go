package admission

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
)

// configuredPlugin remembers the configuration it was made with.
type configuredPlugin struct {
	*Handler
	config      string
	initialized bool
	needsInit   bool
}

func (p *configuredPlugin) ValidateInitialization() error {
	if p.needsInit && !p.initialized {
		return errors.New("missing client")
	}
	return nil
}

type initializer struct{}

func (initializer) Initialize(plugin Interface) {
	if p, ok := plugin.(*configuredPlugin); ok {
		p.initialized = true
	}
}

// staticConfig gives every plugin the same configuration.
type staticConfig map[string]string

func (c staticConfig) ConfigFor(name string) (io.Reader, error) {
	if s, ok := c[name]; ok {
		return strings.NewReader(s), nil
	}
	return nil, nil
}

func newTestPlugins() *Plugins {
	ps := NewPlugins()
	factory := func(needsInit bool) Factory {
		return func(config io.Reader) (Interface, error) {
			p := &configuredPlugin{Handler: NewHandler(Create), needsInit: needsInit}
			if config != nil {
				data, _ := io.ReadAll(config)
				p.config = string(data)
			}
			return p, nil
		}
	}
	ps.Register("B", factory(false))
	ps.Register("A", factory(false))
	ps.Register("NeedsInit", factory(true))
	ps.Register("Broken", func(io.Reader) (Interface, error) { return nil, errors.New("bad config") })
	return ps
}

func TestNewFromPlugins(t *testing.T) {
	tests := []struct {
		name        string
		enabled     []string
		initializer PluginInitializer
		wantConfigs []string
		wantErr     string
	}{
		{name: "in the order enabled, with their configuration", enabled: []string{"B", "A"}, wantConfigs: []string{"b-config", ""}},
		{name: "unknown", enabled: []string{"A", "Nope"}, wantErr: "unknown admission plugin: Nope"},
		{name: "factory error", enabled: []string{"Broken"}, wantErr: `couldn't init admission plugin "Broken": bad config`},
		{name: "not initialized", enabled: []string{"NeedsInit"}, wantErr: `failed to initialize admission plugin "NeedsInit": missing client`},
		{name: "initialized", enabled: []string{"NeedsInit"}, initializer: initializer{}, wantConfigs: []string{""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chain, err := newTestPlugins().NewFromPlugins(tt.enabled, staticConfig{"B": "b-config"}, tt.initializer, nil)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("got error %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v; want none", err)
			}
			var configs []string
			for _, p := range chain.(*reinvoker).admissionChain.(chainAdmissionHandler) {
				configs = append(configs, p.(*configuredPlugin).config)
			}
			if !slices.Equal(configs, tt.wantConfigs) {
				t.Errorf("got configurations %q; want %q", configs, tt.wantConfigs)
			}
		})
	}
}

func TestRegistered(t *testing.T) {
	if got, want := newTestPlugins().Registered(), []string{"A", "B", "Broken", "NeedsInit"}; !slices.Equal(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestNewFromPluginsDecorates(t *testing.T) {
	var decorated []string
	decorator := DecoratorFunc(func(h Interface, name string) Interface {
		decorated = append(decorated, name)
		return h
	})
	if _, err := newTestPlugins().NewFromPlugins([]string{"A", "B"}, nil, nil, decorator); err != nil {
		t.Fatal(err)
	}
	if want := []string{"A", "B"}; !slices.Equal(decorated, want) {
		t.Errorf("got decorated %q; want %q", decorated, want)
	}
}
